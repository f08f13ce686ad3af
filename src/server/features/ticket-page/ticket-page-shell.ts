// The document around a ticket's pages: one self-contained HTML file (its CSS inline, its QR code
// an inline SVG) in the club's neon look, readable without any script. The site's fonts are used
// when the build has them (their files are same-origin and cached for a year); the fallbacks are
// system faces of the same shape.

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The @font-face rules for the site's two faces, from the build's preloaded font files. */
export function fontFaces(headTags: string): string {
  const file = (pattern: RegExp) => headTags.match(pattern)?.[1];
  const inter = file(/href="(\/[^"]*inter-latin-wght-normal-[\w-]+\.woff2)"/);
  const bebas = file(/href="(\/[^"]*bebas-neue-latin-400-normal-[\w-]+\.woff2)"/);
  return [
    inter
      ? `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${inter}) format("woff2-variations")}`
      : '',
    bebas
      ? `@font-face{font-family:"Bebas Neue";font-style:normal;font-display:swap;font-weight:400;src:url(${bebas}) format("woff2")}`
      : '',
  ].join('');
}

const CSS = `
:root{color-scheme:dark;--bg:#07070c;--surface:#12121c;--surface-2:#1b1b29;--text:#f5f5fa;--muted:#a1a1b5;--pink:#ff2d95;--cyan:#00e5ff;--teal:#00f5c4;--gold:#ffd23f;--red:#ff4d5e;--display:"Bebas Neue","Arial Narrow","Roboto Condensed",ui-sans-serif,sans-serif}
*,*::before,*::after{box-sizing:border-box}
html{background:var(--bg);color:var(--text);font-family:"Inter Variable",Inter,ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;-webkit-font-smoothing:antialiased;line-height:1.5}
body{margin:0;min-height:100vh;min-height:100dvh;background:radial-gradient(60rem 30rem at 110% -10%,rgb(255 45 149/.14),transparent 60%),radial-gradient(50rem 30rem at -20% 110%,rgb(0 229 255/.10),transparent 60%),var(--bg)}
a{color:var(--cyan);text-underline-offset:3px}
:focus-visible{outline:3px solid var(--cyan);outline-offset:3px;border-radius:4px}
.top{max-width:1040px;margin:0 auto;padding:14px 20px;display:flex;align-items:center;justify-content:space-between;gap:16px}
.brand{font-family:var(--display);font-size:34px;line-height:1;letter-spacing:.08em;color:var(--pink);text-decoration:none;text-shadow:0 0 14px rgb(255 45 149/.7)}
.top-link{font-weight:600;font-size:15px}
main{max-width:1040px;margin:0 auto;padding:4px 16px 56px}
.offline,.notice{margin:0 0 14px;padding:12px 16px;border-radius:12px;font-weight:600}
.offline{background:var(--surface-2);border:1px solid var(--gold);color:var(--gold)}
.notice{background:var(--surface-2);border:1px solid var(--red);color:var(--text)}
.notice strong{color:var(--red)}
.pass{background:var(--surface);border:1px solid rgb(255 45 149/.4);border-radius:22px;box-shadow:0 0 36px rgb(255 45 149/.14);padding:20px 16px;display:grid;gap:8px 40px;grid-template-areas:"head" "qr" "details"}
.pass-head{grid-area:head}
.pass-qr{grid-area:qr}
.pass-details{grid-area:details}
.kind{display:inline-block;margin:0;padding:3px 12px;border-radius:999px;background:var(--cyan);color:var(--bg);font-size:13px;font-weight:800;letter-spacing:.1em;text-transform:uppercase}
.kind.guest{background:var(--gold)}.kind.rsvp{background:var(--teal)}
h1{font-family:var(--display);font-weight:400;font-size:clamp(2.6rem,10vw,4.2rem);line-height:.95;letter-spacing:.02em;margin:12px 0 6px;text-shadow:0 0 18px rgb(0 229 255/.35)}
h2{font-family:var(--display);font-weight:400;font-size:2rem;line-height:1;letter-spacing:.03em;margin:0 0 6px}
.when{margin:0;color:var(--muted);font-weight:600}
.state{margin:14px 0 0;display:flex;gap:10px;align-items:center;font-weight:600}
.state::before{content:"";flex:none;width:10px;height:10px;border-radius:50%;background:var(--teal);box-shadow:0 0 10px var(--teal)}
.banner{margin:14px 0 0;padding:16px 18px;border-radius:16px;border:2px solid;background:var(--surface-2)}
.banner p{margin:4px 0 0}
.banner strong{display:block;font-family:var(--display);font-weight:400;font-size:2rem;line-height:1.05;letter-spacing:.02em}
.banner.ended{border-color:var(--red)}.banner.ended strong{color:var(--red)}
.banner.in{border-color:var(--teal)}.banner.in strong{color:var(--teal)}
.qr-box{margin:12px auto 0;width:100%;max-width:420px;background:#fff;border-radius:16px;box-shadow:0 0 0 1px rgb(255 255 255/.2),0 0 40px rgb(0 229 255/.25)}
.qr{display:block;width:100%;height:auto}
.no-qr p{margin:0}
.no-qr{margin:12px auto 0;max-width:420px;text-align:center;padding:28px 20px;border:2px dashed rgb(255 77 94/.6);border-radius:16px;color:var(--muted);font-weight:600}
.code{margin:10px 0 0;text-align:center;color:var(--muted);font-size:13px}
.code span{display:block;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:15px;color:var(--text);letter-spacing:.02em;overflow-wrap:anywhere}
dl{margin:8px 0 0;display:grid;gap:14px}
dl div{border-top:1px solid rgb(255 255 255/.08);padding-top:12px}
dt{color:var(--muted);font-size:13px;font-weight:700;letter-spacing:.08em;text-transform:uppercase}
dd{margin:2px 0 0;font-size:17px}
.sub{display:block;color:var(--muted);font-size:15px}
.cancel{margin:24px 0 0;padding:18px;border-radius:16px;background:var(--surface-2)}
.cancel p{margin:0 0 14px;color:var(--muted)}
.actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin-top:18px}
form{margin:0}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:10px 22px;border-radius:12px;font:inherit;font-weight:700;font-size:16px;text-decoration:none;cursor:pointer}
.button.danger{background:transparent;color:var(--red);border:2px solid var(--red)}
.button.danger:hover{background:rgb(255 77 94/.12)}
.button.danger.solid{background:var(--red);color:var(--bg)}
.button.primary{background:var(--pink);color:var(--bg);border:2px solid var(--pink);box-shadow:0 0 18px rgb(255 45 149/.45)}
.button.quiet{background:transparent;color:var(--text);border:2px solid rgb(255 255 255/.25)}
.note{margin:20px 0 0;color:var(--muted);font-size:15px}
.narrow{max-width:560px;margin:0 auto;display:block;padding:24px 20px}
.narrow p{margin:12px 0 0}
footer{max-width:1040px;margin:0 auto;padding:0 20px 32px;color:var(--muted);font-size:14px}
@media (min-width:840px){
main{padding-top:16px}
.pass{grid-template-columns:minmax(0,420px) minmax(0,1fr);grid-template-areas:"qr head" "qr details";align-items:start;padding:32px}
.pass-qr{grid-row:1/span 2}
.qr-box,.no-qr{margin-top:0}
.pass.ended{max-width:720px;margin:0 auto;grid-template-columns:minmax(0,1fr);grid-template-areas:"head" "qr" "details"}
.pass.ended .pass-qr{grid-row:auto}
.pass.ended .no-qr{margin-top:8px}
}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}
`;

/**
 * A whole page: never indexed, no referrer sent (the address holds the ticket's code), and the
 * offline script only where the page is a ticket worth keeping.
 */
export function ticketDocument(parts: {
  title: string;
  body: string;
  fonts: string;
  keepOffline?: boolean;
}): string {
  const script = parts.keepOffline ? '<script src="/tickets/offline.js" defer></script>' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><meta name="theme-color" content="#07070c"><title>${escapeHtml(parts.title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${parts.fonts}${CSS}</style>${script}</head><body><header class="top"><a class="brand" href="/">MESC</a><a class="top-link" href="/events">All events</a></header>${parts.body}<footer>MESC · Miami's Premier Sports &amp; Social Experience</footer></body></html>`;
}
