import type { FastifyRequest } from 'fastify';

// Some links carry a secret in their query: the signed upload URL (signature=), the newsletter's
// one-click unsubscribe link (token=), and a bucket's presigned URL (X-Amz-Signature=, should one
// ever reach the app). Fastify logs every request's URL, so those values are blanked in the log;
// the request itself still sees them.

const SECRET_PARAMS = /^(token|signature|x-amz-signature|x-amz-credential|x-amz-security-token)$/i;

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  let changed = false;
  for (const name of new Set(query.keys())) {
    if (SECRET_PARAMS.test(name)) {
      query.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, at)}?${query}` : url;
}

/** Fastify's own request fields in the log, with the URL's secrets blanked. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger options (false, true or pino options) with the redacting request serializer. */
export function withRedactedRequests(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as { serializers?: object });
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
