import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { NewsDeps } from './features/news/service';

/**
 * A feature as the app is built from it (src/server/app-features.ts lists them in order). Each
 * says what it adds, and the app puts it in its place: hooks and jobs before anything starts,
 * public routes, member routes behind the member API's one hook, staff routes behind the admin
 * API's one hook.
 */
export interface Feature {
  name: string;
  /** Its jobs, and the hooks it registers with other features (seats, payments, RSVPs). */
  setUp?(app: FastifyInstance): void;
  /** Its routes open to everyone (each checks what it needs; the door's have their own guard). */
  routes?: FastifyPluginAsync<FeatureOptions>[];
  /** Its routes for signed-in members: the member API demands a session and same-site changes. */
  memberRoutes?: ((app: FastifyInstance) => Promise<void>)[];
  /** Its staff routes: the admin API demands a staff session before any of them reads a byte. */
  adminRoutes?: FastifyPluginAsync[];
  /** Routes that must come after every other feature's (forms posted without script). */
  lateRoutes?: FastifyPluginAsync[];
}

/** What the app hands every feature's routes (tests give the news feeds their own fetch or clock). */
export interface FeatureOptions {
  news?: NewsDeps;
}
