import type { FastifyInstance } from 'fastify';

// HSTS tells a browser to use only https for this site for a year. It belongs only to a site
// served over https: a PUBLIC_URL of https://, or a request that came in over https — which the
// app learns either from its own TLS or from X-Forwarded-Proto, and the latter only from a proxy
// trusted through TRUST_PROXY (request.protocol ignores the header otherwise). Sending it over
// plain http would do nothing in browsers and mislead anyone reading the headers.

const HSTS = 'max-age=31536000; includeSubDomains';

export function strictTransportSecurity(app: FastifyInstance) {
  const siteIsHttps = app.config.publicUrl.startsWith('https:');
  // A callback hook, not an async one: no promise per request for a header.
  app.addHook('onRequest', (request, reply, done) => {
    if (siteIsHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
