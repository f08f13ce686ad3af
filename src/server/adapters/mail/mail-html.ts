// The HTML part of the club's e-mails: plain tables and inline styles (what every mail app still
// renders the same), in the club's look: a night-dark page, light text, a pink button with dark
// text on it (white on pink is too faint). Images that must scan (QR codes) sit on white.
// Every value put into the HTML goes through escapeHtml; the plain-text part says the same things.

const COLOURS = {
  page: '#07070c',
  card: '#12121c',
  border: '#2a2a3d',
  text: '#f5f5fa',
  muted: '#a1a1b5',
  pink: '#ff2d95',
  cyan: '#00e5ff',
} as const;

const FONT = "font-family:Inter,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A paragraph of text (escaped). */
export function mailParagraph(text: string, tone: 'text' | 'muted' = 'text'): string {
  return `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:${COLOURS[tone]}">${escapeHtml(text)}</p>`;
}

/** A small muted paragraph of HTML whose values the caller has escaped (it may hold links). */
export function mailNote(html: string): string {
  return `<p style="margin:0 0 16px;${FONT};font-size:14px;line-height:22px;color:${COLOURS.muted}">${html}</p>`;
}

/** Label–value lines ("When", "Where"), as a small table. */
export function mailFacts(facts: [label: string, value: string][]): string {
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;${FONT};font-size:14px;color:${COLOURS.muted};vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0;${FONT};font-size:16px;color:${COLOURS.text}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px">${rows}</table>`;
}

/** A link styled as the club's pink button (dark text: white on pink is too faint to read). */
export function mailButton(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 auto 8px"><tr><td bgcolor="${COLOURS.pink}" style="border-radius:8px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;${FONT};font-size:16px;font-weight:700;color:${COLOURS.page};text-decoration:none;border-radius:8px">${escapeHtml(label)}</a></td></tr></table>`;
}

/** A plain link in the club's cyan. */
export function mailLink(href: string, label = href): string {
  return `<a href="${escapeHtml(href)}" style="color:${COLOURS.cyan};text-decoration:underline;overflow-wrap:anywhere;word-break:break-word">${escapeHtml(label)}</a>`;
}

/**
 * A QR code image on white with its caption, the code printed under it and the page's button:
 * `cid` names the inline image attached to the message.
 */
export function mailQrCard(parts: {
  heading: string;
  cid: string;
  alt: string;
  code: string;
  href: string;
  button: string;
}): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;border:1px solid ${COLOURS.border};border-radius:12px;background:${COLOURS.card}" bgcolor="${COLOURS.card}"><tr><td align="center" style="padding:20px 16px">
<p style="margin:0 0 12px;${FONT};font-size:18px;font-weight:700;color:${COLOURS.text}">${escapeHtml(parts.heading)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 auto 12px"><tr><td bgcolor="#ffffff" style="background:#ffffff;padding:8px;border-radius:8px"><img src="cid:${escapeHtml(parts.cid)}" width="220" height="220" alt="${escapeHtml(parts.alt)}" style="display:block;width:220px;height:220px;border:0"></td></tr></table>
<p style="margin:0 0 16px;font-family:Menlo,Consolas,monospace;font-size:13px;letter-spacing:1px;color:${COLOURS.muted}">${escapeHtml(parts.code)}</p>
${mailButton(parts.href, parts.button)}
<p style="margin:8px 0 0;${FONT};font-size:13px;line-height:20px;color:${COLOURS.muted}">${mailLink(parts.href)}</p>
</td></tr></table>`;
}

/**
 * The whole message: `preheader` is the line mail apps show after the subject; `body` is built
 * from the pieces above.
 */
export function mailDocument(parts: {
  title: string;
  preheader: string;
  heading: string;
  body: string;
}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark"><meta name="supported-color-schemes" content="dark"><title>${escapeHtml(parts.title)}</title></head>
<body style="margin:0;padding:0;background:${COLOURS.page}" bgcolor="${COLOURS.page}">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(parts.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLOURS.page}" style="background:${COLOURS.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px">
<tr><td style="padding:0 0 20px;${FONT};font-size:28px;font-weight:800;letter-spacing:4px;color:${COLOURS.pink}">MESC</td></tr>
<tr><td style="padding:0 0 16px;${FONT};font-size:24px;line-height:30px;font-weight:700;color:${COLOURS.text}">${escapeHtml(parts.heading)}</td></tr>
<tr><td>${parts.body}</td></tr>
<tr><td style="padding:24px 0 0;border-top:1px solid ${COLOURS.border};${FONT};font-size:13px;line-height:20px;color:${COLOURS.muted}">MESC · Miami's Premier Sports &amp; Social Experience</td></tr>
</table>
</td></tr></table>
</body></html>`;
}
