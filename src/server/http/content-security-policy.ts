import type { Config } from '../config';

// Stripe's origins for the Payment Element (its script, its card iframes, 3-D Secure pages and its
// API). The club's pages are one single-page app: a visitor can reach the payment screen from any
// page without loading a new document, so with Stripe configured every page's policy lists them.
// Nothing loads from them until the payment screen imports Stripe.js.
const stripe = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/**
 * The strict default (own origin only), widened for Stripe only when Stripe is configured, and for
 * the upload bucket's origin only when files go to a bucket (the upload widget PUTs straight to it).
 * `webAssembly`: the page may compile WebAssembly ('wasm-unsafe-eval', never 'unsafe-eval'): the
 * door's QR decoder, where the browser has no BarcodeDetector of its own, is a .wasm file served
 * from our own assets. Only the door page asks for it (security-headers.ts). Answers the header's value.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'stripe'>,
  uploadOrigin?: string,
  { webAssembly = false }: { webAssembly?: boolean } = {},
): string {
  const withStripe = (own: string[], extra: string[]) => (config.stripe ? [...own, ...extra] : own);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': withStripe(["'self'", ...(webAssembly ? ["'wasm-unsafe-eval'"] : [])], stripe.scriptSrc),
    // No inline event handlers (onclick="...") even from the site's own origin.
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: for the upload widget's previews of the files an admin picks.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': withStripe(["'self'", ...(uploadOrigin ? [uploadOrigin] : [])], stripe.connectSrc),
    'frame-src': withStripe(["'self'"], stripe.frameSrc),
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}
