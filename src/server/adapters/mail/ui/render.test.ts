import fc from 'fast-check';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import {
  type Block,
  button,
  code,
  facts,
  link,
  list,
  type MailContent,
  muted,
  note,
  only,
  paragraph,
  quote,
  renderMail,
} from '.';

// Every e-mail is a description drawn by renderMail (the mailer takes nothing else), so these
// properties cover every message the club sends: the HTML is valid, escapes whatever a value
// holds, links exactly where a template says, and the text part says the same words and links.

/** The rules mail cannot follow are off: inline styles, table attributes, the button's Outlook comments. */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'no-inline-style': 'off',
    'no-deprecated-attr': 'off',
    'presentation-role-style': 'off',
    'void-style': 'off',
    'doctype-style': 'off',
    'no-conditional-comment': 'off',
  },
});

async function problems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

/** Any text a value may hold: every code point but NUL, markup and entities included. */
const words = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }).map((s) => s.replaceAll('\u0000', '')),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '&amp; &lt;',
    'https://evil.example',
  ),
);
const address = words.map((w) => `https://mesc.example/p/${encodeURIComponent(w)}?a=1&b=2`);

const block: fc.Arbitrary<Block> = fc.oneof(
  fc.tuple(words, address, words).map(([before, href, label]) => paragraph(before, link(href, label))),
  words.map((w) => muted(w)),
  words.map((w) => note(w)),
  fc.array(fc.tuple(words, words), { minLength: 1, maxLength: 3 }).map((rows) => facts(rows)),
  fc.tuple(address, words).map(([href, label]) => button(href, label)),
  fc.array(words, { minLength: 1, maxLength: 3 }).map((items) => list(...items)),
  fc.tuple(words, fc.stringMatching(/^\d{6}$/)).map(([label, value]) => code(label, value)),
  words.map((w) => quote(w)),
);

const content: fc.Arbitrary<MailContent> = fc.record({
  subject: words,
  preheader: words,
  heading: words,
  blocks: fc.array(block, { maxLength: 6 }),
  signature: fc.array(words, { maxLength: 2 }),
});

/** Every address a description links to, in the order drawn. */
function hrefsOf(mail: MailContent): string[] {
  return mail.blocks.flatMap((b) => {
    if (b.kind === 'paragraph')
      return b.parts.flatMap((p) => (typeof p !== 'string' && 'href' in p ? [p.href] : []));
    if (b.kind === 'button') return [b.href];
    if (b.kind === 'list')
      return b.items.flat().flatMap((p) => (typeof p !== 'string' && 'href' in p ? [p.href] : []));
    return [];
  });
}

const decode = (html: string) =>
  html.replace(/&(#(\d+)|amp|lt|gt|quot);/g, (_, entity: string, n: string) =>
    n ? String.fromCodePoint(Number(n)) : ({ amp: '&', lt: '<', gt: '>', quot: '"' }[entity] ?? ''),
  );

describe('an e-mail drawn from its description', () => {
  it('is valid HTML whatever its values hold, and carries no markup a value brought', async () => {
    await fc.assert(
      fc.asyncProperty(content, async (mail) => {
        const { html } = renderMail(mail);
        expect(await problems(html)).toEqual([]);
        expect(html.startsWith('<!doctype html><html')).toBe(true);
        expect(html).not.toMatch(/<script|<img src=x/i);
      }),
      { numRuns: 40 },
    );
  });

  it('links exactly where the template says, to the addresses it gave', () => {
    fc.assert(
      fc.property(content, (mail) => {
        const { html } = renderMail(mail);
        const drawn = [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => decode(m[1]));
        expect(drawn).toEqual(hrefsOf(mail));
      }),
      { numRuns: 100 },
    );
  });

  it('says the same words and links in its text part', () => {
    fc.assert(
      fc.property(content, (mail) => {
        const { text, subject } = renderMail(mail);
        expect(subject).toBe(mail.subject);
        for (const href of hrefsOf(mail)) expect(text).toContain(href);
        for (const b of mail.blocks) {
          if (b.kind === 'facts')
            for (const [label, value] of b.rows) expect(text).toContain(`${label}: ${value}`);
          if (b.kind === 'quote') expect(text).toContain(b.text);
          if (b.kind === 'code') expect(text).toContain(`${b.label}: ${b.code}`);
        }
        for (const line of mail.signature ?? []) expect(text).toContain(line);
      }),
      { numRuns: 100 },
    );
  });

  it('shows a block in one part only when the template says so', () => {
    const mail = renderMail({
      subject: 'Cancel',
      preheader: 'Cancel',
      heading: 'Cancel',
      blocks: [
        only('text', note('Cancel on the ticket page.')),
        only('html', note('Cancel ', link('https://mesc.example/t/1', 'on the ticket page'), '.')),
      ],
    });
    expect(mail.text).toBe('Cancel on the ticket page.');
    expect(mail.html).not.toContain('Cancel on the ticket page.');
    expect(mail.html).toContain('href="https://mesc.example/t/1"');
  });

  it('shows a ticket with its QR code, door code and page, and a code large enough to read', async () => {
    const mail = renderMail({
      subject: 'Your ticket: Fight Night',
      preheader: 'Show the QR code at the door.',
      heading: 'Fight Night',
      blocks: [
        {
          kind: 'ticket',
          heading: 'Your ticket',
          cid: 'qr-abc@mesc.club',
          alt: 'QR code of your ticket for Fight Night',
          doorCode: 'Door code ABCD-1234',
          href: 'https://mesc.example/tickets/abc',
          button: 'Open your ticket',
          text: 'Your ticket: https://mesc.example/tickets/abc',
          part: 'both',
        },
        code('Or enter this code on the sign-in page', '123456'),
      ],
      signature: ['See you there,', 'MESC'],
      footer: [['No longer interested? Unsubscribe: ', link('https://mesc.example/u?token=x')]],
    });
    expect(await problems(mail.html)).toEqual([]);
    expect(mail.html).toContain('src="cid:qr-abc@mesc.club"');
    expect(mail.html).toContain('alt="QR code of your ticket for Fight Night"');
    expect(mail.html).toContain('Door code ABCD-1234');
    expect(mail.text).toBe(
      [
        'Your ticket: https://mesc.example/tickets/abc',
        'Or enter this code on the sign-in page: 123456',
        'See you there,\nMESC',
        'No longer interested? Unsubscribe: https://mesc.example/u?token=x',
      ].join('\n\n'),
    );
  });
});
