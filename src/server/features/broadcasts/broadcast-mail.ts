import type { BroadcastDraft } from '../../../shared/broadcasts';
import { type Block, type Inline, list, type MailContent, paragraph } from '../../adapters/mail/ui';

// A message staff wrote, as an e-mail (docs/club-mail.md). The text takes simple formatting:
// a blank line starts a paragraph, lines starting with "- " are a list, **words** are bold, and an
// http(s) address is a link. Nothing else is read as markup: the words are the staff member's.

const ADDRESS = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]']/g;

/** A line's words, bold and links found. */
export function inlineOf(line: string): Inline[] {
  const parts: Inline[] = [];
  for (const [i, piece] of line.split(/\*\*(.+?)\*\*/).entries()) {
    if (piece === '') continue;
    if (i % 2 === 1) {
      parts.push({ bold: piece });
      continue;
    }
    let at = 0;
    for (const match of piece.matchAll(ADDRESS)) {
      if (match.index > at) parts.push(piece.slice(at, match.index));
      parts.push({ href: match[0] });
      at = match.index + match[0].length;
    }
    if (at < piece.length) parts.push(piece.slice(at));
  }
  return parts;
}

/** The blocks of a message's text: paragraphs and lists, each line's words as inlineOf reads them. */
export function bodyBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of body.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    let prose: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (prose.length) blocks.push(paragraph(...inlineOf(prose.join(' '))));
      if (items.length) blocks.push(list(...items.map(inlineOf)));
      prose = [];
      items = [];
    };
    for (const line of lines) {
      const item = /^\s*[-•*]\s+(.*)$/.exec(line);
      if (item) {
        if (prose.length) flush();
        items.push(item[1]);
      } else {
        if (items.length) flush();
        prose.push(line.trim());
      }
    }
    flush();
  }
  return blocks;
}

/** Where a picture's address points: an upload of the club's is made absolute. */
const absolute = (publicUrl: string, address: string) =>
  address.startsWith('/') ? `${publicUrl}${address}` : address;

/**
 * A message as one recipient gets it: their greeting ("Hi Ana," for a confirmed member, "Hello,"
 * otherwise), the words, the picture, the button, and the small print of why they get it.
 */
export function broadcastContent(
  draft: Pick<BroadcastDraft, 'subject' | 'body' | 'buttonLabel' | 'buttonUrl' | 'imageUrl'>,
  parts: { publicUrl: string; greeting: string; footer: Inline[][] },
): MailContent {
  const blocks: Block[] = [paragraph(parts.greeting)];
  if (draft.imageUrl) {
    blocks.push({ kind: 'image', src: absolute(parts.publicUrl, draft.imageUrl), alt: '', part: 'html' });
  }
  blocks.push(...bodyBlocks(draft.body));
  if (draft.buttonLabel && draft.buttonUrl) {
    blocks.push({ kind: 'button', href: draft.buttonUrl, label: draft.buttonLabel, part: 'both' });
  }
  const firstWords = draft.body.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
  return {
    subject: draft.subject,
    preheader: firstWords.length > 120 ? `${firstWords.slice(0, 117)}…` : firstWords,
    heading: draft.subject,
    blocks,
    signature: ['MESC'],
    footer: parts.footer,
  };
}
