import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { contentSecurityPolicy } from './content-security-policy';

/**
 * The headers every answer carries (helmet's set, with our Content-Security-Policy), worked out
 * once at start and set by one hook: running helmet's middleware chain on every request cost
 * several per cent of each cached API answer. HSTS has its own hook (strict-transport-security.ts).
 */
export function securityHeaders(app: FastifyInstance, config: Config, uploadOrigin?: string) {
  const headers: Record<string, string> = {
    // Vite's dev client injects an inline script; production pages have none.
    ...(config.env === 'development'
      ? {}
      : { 'content-security-policy': contentSecurityPolicy(config, uploadOrigin) }),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditor did more harm than good; "0" turns it off where it still exists.
    'x-xss-protection': '0',
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
