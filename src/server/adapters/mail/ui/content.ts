// What an e-mail says, as data: a subject, the line mail apps show after it, a heading and blocks.
// One description gives both parts of the message (render.tsx): the HTML, drawn with React Email's
// components in the club's look, and the plain text, written from the same blocks here. Nothing
// in a block is HTML: every value is text, escaped when drawn, and a link is a link only where a
// template says so (a name or a title that looks like an address stays text).

/** A run of text, a link with its words, or words in bold. */
export type Inline = string | { href: string; label?: string } | { bold: string };

/** Which part of the message shows a block: both, unless a template says otherwise. */
export type Part = 'both' | 'html' | 'text';

export type Block =
  | { kind: 'paragraph'; parts: Inline[]; tone: 'text' | 'muted' | 'small'; part: Part }
  /** Label–value lines ("When", "Where"). */
  | { kind: 'facts'; rows: [label: string, value: string][]; part: Part }
  /** A link drawn as the club's button; the text part writes `text` (or the label) and the address. */
  | { kind: 'button'; href: string; label: string; text?: string; part: Part }
  | { kind: 'list'; items: Inline[][]; part: Part }
  /** A one-time code, large and spaced in the HTML. */
  | { kind: 'code'; label: string; code: string; part: Part }
  /** Someone's own words (a message sent through the contact form): kept as typed, never linked. */
  | { kind: 'quote'; text: string; part: Part }
  /** A ticket: its QR code (an inline image attached with this Content-ID), door code and page. */
  | {
      kind: 'ticket';
      heading: string;
      cid: string;
      alt: string;
      doorCode: string;
      href: string;
      button: string;
      /** The ticket's line in the text part. */
      text: string;
      part: Part;
    }
  /** A picture as wide as the column (its height follows its shape), a link when `href` is given. */
  | { kind: 'image'; src: string; alt: string; href?: string; part: Part };

export interface MailContent {
  subject: string;
  /** The line a mail app shows after the subject (hidden in the message itself). */
  preheader: string;
  /** The message's large heading (the HTML part; the subject says it in the text part). */
  heading: string;
  blocks: Block[];
  /** The closing lines ("See you there,", "MESC"). */
  signature?: string[];
  /** Small print under the footer line: why they get it, how to stop. */
  footer?: Inline[][];
  /** The language of the message (the `lang` of its HTML). */
  lang?: 'en' | 'es';
}

// --- Building blocks ----------------------------------------------------------------------------

export const link = (href: string, label?: string): Inline => ({ href, label });

export const paragraph = (...parts: Inline[]): Block => ({
  kind: 'paragraph',
  parts,
  tone: 'text',
  part: 'both',
});
export const muted = (...parts: Inline[]): Block => ({
  kind: 'paragraph',
  parts,
  tone: 'muted',
  part: 'both',
});
export const note = (...parts: Inline[]): Block => ({
  kind: 'paragraph',
  parts,
  tone: 'small',
  part: 'both',
});
export const facts = (rows: [string, string][]): Block => ({ kind: 'facts', rows, part: 'both' });
export const button = (href: string, label: string, text?: string): Block => ({
  kind: 'button',
  href,
  label,
  text,
  part: 'both',
});
export const list = (...items: (Inline | Inline[])[]): Block => ({
  kind: 'list',
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
  part: 'both',
});
export const code = (label: string, value: string): Block => ({
  kind: 'code',
  label,
  code: value,
  part: 'both',
});
export const quote = (text: string): Block => ({ kind: 'quote', text, part: 'both' });

/** The block in one part only (`html`: a button whose address the text already gave, say). */
export const only = (part: Exclude<Part, 'both'>, block: Block): Block => ({ ...block, part });

/** Whether a text shows anything (not only spaces and invisible characters). */
export const hasWords = (value: string) => /[^\s\p{Cc}\p{Cf}\p{Z}]/u.test(value);

// --- The text part ------------------------------------------------------------------------------

const inlineText = (parts: Inline[]) =>
  parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('bold' in part) return part.bold;
      return part.label && hasWords(part.label) && part.label !== part.href
        ? `${part.label} (${part.href})`
        : part.href;
    })
    .join('');

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return inlineText(block.parts);
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'button':
      return `${block.text ?? block.label}: ${block.href}`;
    case 'list':
      return block.items.map((item) => `- ${inlineText(item)}`).join('\n');
    case 'code':
      return `${block.label}: ${block.code}`;
    case 'quote':
      return block.text;
    case 'ticket':
      return block.text;
    case 'image':
      return block.href ? `${block.alt}: ${block.href}` : '';
  }
}

/** The plain-text part: every block the text shows, a blank line apart, then the signature and the small print. */
export function renderText(content: MailContent): string {
  const sections = content.blocks
    .filter((block) => block.part !== 'html')
    .map(blockText)
    .filter((text) => text !== '');
  if (content.signature?.length) sections.push(content.signature.join('\n'));
  if (content.footer?.length) sections.push(content.footer.map(inlineText).join('\n'));
  return sections.join('\n\n');
}
