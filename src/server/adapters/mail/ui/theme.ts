// The club's look in an e-mail: a night-dark page, light text, a pink button with dark text on it
// (white on pink is too faint), cyan links, and QR codes on white so they scan. Colours are the
// site's tokens (docs/design.md); the fonts fall back to what every mail app has.

export const MAIL_COLOURS = {
  page: '#07070c',
  card: '#12121c',
  border: '#2a2a3d',
  text: '#f5f5fa',
  muted: '#a1a1b5',
  pink: '#ff2d95',
  cyan: '#00e5ff',
  white: '#ffffff',
} as const;

export const MAIL_FONT = "Inter,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
export const MAIL_MONO = 'Menlo,Consolas,monospace';

/** The widest the message's column gets (mail apps' reading panes are about this wide). */
export const MAIL_WIDTH = 560;

export const MAIL_FOOTER = "MESC · Miami's Premier Sports & Social Experience";
