import fc from 'fast-check';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { displayName, MAX_DISPLAY_NAME, mailRecipient } from './recipient';

// The To: line as the SMTP transport writes it (nodemailer's composer, as in smtp-transport.ts),
// read back the way a mail app reads it.

const ADDRESS = 'ana@example.com';

async function composedHeaders(name: string): Promise<string> {
  const raw = await new MailComposer({
    from: 'MESC <hello@mesc.club>',
    to: mailRecipient(ADDRESS, name),
    subject: 'Your ticket',
    text: 'See you there',
    messageId: '<mesc-1-1@mesc.club>',
  })
    .compile()
    .build();
  const text = raw.toString('latin1');
  return text.slice(0, text.indexOf('\r\n\r\n'));
}

/** The header block as fields: each continuation line (starting with a space or tab) joined to its field. */
const fieldsOf = (headers: string) => headers.split(/\r\n(?![ \t])/);

/** RFC 2047 encoded words (B and Q, UTF-8) of a phrase decoded; adjacent words join without their space. */
function decodeWords(phrase: string): string {
  const bytes: number[] = [];
  let out = '';
  const flush = () => {
    out += Buffer.from(bytes).toString('utf8');
    bytes.length = 0;
  };
  const word = /=\?UTF-8\?([BQ])\?([^?]*)\?=/giy;
  let at = 0;
  while (at < phrase.length) {
    word.lastIndex = at;
    const match = word.exec(phrase);
    if (match) {
      const [, encoding, text] = match;
      if (encoding.toUpperCase() === 'B') bytes.push(...Buffer.from(text, 'base64'));
      else
        bytes.push(
          ...Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ),
        );
      at = word.lastIndex;
      // Whitespace between two encoded words is not part of the text.
      const gap = /[ \t]+(?==\?)/y;
      gap.lastIndex = at;
      if (gap.exec(phrase)) at = gap.lastIndex;
      continue;
    }
    flush();
    out += phrase[at];
    at += 1;
  }
  flush();
  return out;
}

/** What a mail app shows of the To: field: its one mailbox, the name decoded. */
function readTo(headers: string): { name: string; address: string } {
  const fields = fieldsOf(headers).filter((field) => /^to:/i.test(field));
  expect(fields).toHaveLength(1);
  const value = fields[0]
    .slice(3)
    .replace(/\r\n[ \t]/g, ' ')
    .trim();
  const parsed = addressparser(value, { flatten: true });
  expect(parsed).toHaveLength(1);
  const [mailbox] = parsed as { name: string; address: string }[];
  const quoted = value.startsWith('"');
  return { address: mailbox.address, name: quoted ? mailbox.name : decodeWords(mailbox.name) };
}

/** Characters people put in names, and every kind of trouble a header can meet. */
const trouble = fc.constantFrom(
  '\r',
  '\n',
  '\r\n',
  '\t',
  '\0',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u2066',
  '\ufeff',
  '\ud800',
  '\udfff',
  '"',
  '\\',
  '<',
  '>',
  '@',
  ',',
  ';',
  ':',
  '(',
  ')',
  '=?',
  '?=',
  '=?UTF-8?B?QQ==?=',
  '\r\nBcc: victim@example.com',
  '\nSubject: hacked',
  ' ',
  '  ',
  'Ana',
  'Díaz',
  '李小龙',
  'Zoë',
  '👩🏽‍🚀',
  'محمد',
  'ﷺ',
  'e\u0301',
);
const names = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc
    .array(fc.oneof(trouble, fc.string({ unit: 'grapheme-ascii', maxLength: 5 })), { maxLength: 12 })
    .map((parts) => parts.join('')),
);

describe("an e-mail's To: display name", () => {
  it('reads "Ana Díaz <ana@example.com>" for a plain Unicode name', async () => {
    const headers = await composedHeaders('Ana Díaz');
    expect(fieldsOf(headers)).toContain('To: =?UTF-8?Q?Ana_D=C3=ADaz?= <ana@example.com>');
    expect(readTo(headers)).toEqual({ name: 'Ana Díaz', address: ADDRESS });
  });

  it('falls back to the bare address for a name with a line break, a control or a direction override', async () => {
    for (const name of [
      'Ana\r\nBcc: x@example.com',
      'Ana\u0000',
      'Ana \u202emoc.evil',
      '',
      '   ',
      'a'.repeat(MAX_DISPLAY_NAME + 1),
      '=?UTF-8?B?QQ==?=',
    ]) {
      expect(displayName(name), JSON.stringify(name)).toBeUndefined();
      expect(mailRecipient(ADDRESS, name)).toBe(ADDRESS);
      expect(fieldsOf(await composedHeaders(name))).toContain(`To: ${ADDRESS}`);
    }
  });

  it('never lets any name add a header, and always reads back as the one address with the name or none', async () => {
    await fc.assert(
      fc.asyncProperty(names, async (name) => {
        const headers = await composedHeaders(name);
        // Only ASCII on the wire, no line longer than SMTP allows, no bare CR or LF.
        expect(headers).toMatch(/^[\x20-\x7e\r\n\t]*$/);
        expect(headers.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        for (const line of headers.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
        // Exactly the headers the message was made with: a name cannot add one.
        const fieldNames = fieldsOf(headers).map((field) => field.slice(0, field.indexOf(':')).toLowerCase());
        expect(fieldNames.sort()).toEqual(
          [
            'content-transfer-encoding',
            'content-type',
            'date',
            'from',
            'message-id',
            'mime-version',
            'subject',
            'to',
          ].sort(),
        );
        const shown = displayName(name);
        expect(readTo(headers)).toEqual({ name: shown ?? '', address: ADDRESS });
        if (shown !== undefined) {
          expect(shown).toBe(name.normalize('NFC').trim().replace(/ {2,}/g, ' '));
        }
      }),
      { numRuns: 400 },
    );
  });
});
