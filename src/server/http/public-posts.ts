import type { FastifyInstance } from 'fastify';

/** Small bodies: a contact message or an RSVP never needs more than this. */
const PUBLIC_BODY_LIMIT = 16_384;

/**
 * Route options for every POST a visitor can make: a small body limit, and at most
 * PUBLIC_POST_LIMIT requests a minute from one client address (429 with a clear message past it).
 */
export function publicPostLimits(app: FastifyInstance) {
  return {
    bodyLimit: PUBLIC_BODY_LIMIT,
    config: { rateLimit: { max: app.config.publicPostLimit, timeWindow: 60_000 } },
  };
}
