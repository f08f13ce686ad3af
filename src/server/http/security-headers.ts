import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { contentSecurityPolicy } from './content-security-policy';
import { isApiPath, splitRequestUrl } from './request-path';

/**
 * The door's check-in page (a trailing slash forgiven, as the route table does). A door link opens
 * it as a new document, so this is the policy its scanner runs under. (Reached by navigating inside
 * the app instead, it keeps the first page's policy: the browser's own BarcodeDetector still works,
 * and the WebAssembly fallback says to reload the page.)
 */
const isDoorPage = (url: string) => splitRequestUrl(url).path.replace(/\/+$/, '') === '/door';

/**
 * The headers every answer carries, worked out once at start and set by one hook: running helmet's
 * middleware chain on every request cost several per cent of each cached API answer. HSTS has its
 * own hook (strict-transport-security.ts).
 *
 * Documents get helmet's whole set with our Content-Security-Policy. JSON answers get the short
 * set OWASP gives for REST APIs: the rest (opener policy, agent cluster, DNS prefetch, download
 * and XSS-auditor switches) only mean something to a page a browser renders, and each header is
 * bytes written and parsed on every one of the most frequent answers.
 */
export function securityHeaders(app: FastifyInstance, config: Config, uploadOrigin?: string) {
  const everyAnswer: Record<string, string> = {
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
  };
  const api = { ...everyAnswer, 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
  const documents: Record<string, string> = {
    // Vite's dev client injects an inline script; production pages have none.
    ...(config.env === 'development'
      ? {}
      : { 'content-security-policy': contentSecurityPolicy(config, uploadOrigin) }),
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    ...everyAnswer,
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditor did more harm than good; "0" turns it off where it still exists.
    'x-xss-protection': '0',
  };
  // The door page alone may compile the QR decoder's WebAssembly.
  const doorDocuments =
    'content-security-policy' in documents
      ? {
          ...documents,
          'content-security-policy': contentSecurityPolicy(config, uploadOrigin, { webAssembly: true }),
        }
      : documents;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? api : isDoorPage(request.url) ? doorDocuments : documents);
    done();
  });
}
