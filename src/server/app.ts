import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createMailer, type Mailer } from './adapters/mail/mailer';
import { createSmtpTransport } from './adapters/mail/smtp-transport';
import type { ObjectStorage } from './adapters/storage/storage';
import { createPublicCaches, type PublicCaches } from './cache/public-caches';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { handleError } from './errors';
import { adminApi } from './features/admin-auth/admin-api';
import { adminLoginRoute, adminSessionRoutes } from './features/admin-auth/routes';
import { contactAdminRoutes } from './features/contact/admin-routes';
import { eventAdminRoutes } from './features/events/admin-routes';
import { eventRoutes } from './features/events/routes';
import { healthRoutes } from './features/health/routes';
import { membershipAdminRoutes } from './features/membership/admin-routes';
import { objectRoutes } from './features/objects/routes';
import { sponsorAdminRoutes } from './features/sponsors/admin-routes';
import { sponsorRoutes } from './features/sponsors/routes';
import { storeAdminRoutes } from './features/store/admin-routes';
import { storeRoutes } from './features/store/routes';
import { uploadAdminRoutes } from './features/uploads/admin-routes';
import { uploadRoutes } from './features/uploads/routes';
import { wallOfFameAdminRoutes } from './features/wall-of-fame/admin-routes';
import { wallOfFameRoutes } from './features/wall-of-fame/routes';
import type { PageAssets } from './render/page-assets';
import { pageRoutes } from './render/page-routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    storage: ObjectStorage;
    mailer: Mailer;
    caches: PublicCaches;
    assets: PageAssets;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  storage: ObjectStorage;
  /** Defaults to the outbox mailer, with SMTP delivery when SMTP_URL is set. */
  mailer?: Mailer;
  assets: PageAssets;
  /** Folder of static files served at / (built client in production, public/ otherwise). */
  staticDir?: string;
  logger?: boolean | object;
}

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the whole app without listening: main.ts listens, tests use app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
    trustProxy: true,
  });
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('storage', deps.storage);
  app.decorate('assets', deps.assets);
  app.decorate('caches', createPublicCaches());
  // Deliveries under way finish before the database closes.
  app.addHook('onClose', async () => app.mailer.idle());
  app.decorate(
    'mailer',
    deps.mailer ??
      createMailer(
        deps.database.db,
        config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : null,
        app.log,
      ),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  await app.register(helmet, {
    // Vite's dev client injects an inline script; production pages have none.
    contentSecurityPolicy:
      config.env === 'development'
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              // blob: for the upload widget's previews of the files an admin picks.
              imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
              fontSrc: ["'self'"],
              // With a bucket, the upload widget sends files straight to it.
              connectSrc: ["'self'", ...(deps.storage.uploadOrigin ? [deps.storage.uploadOrigin] : [])],
              objectSrc: ["'none'"],
              frameAncestors: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              upgradeInsecureRequests: null,
            },
          },
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });

  if (deps.staticDir) {
    await app.register(fastifyStatic, {
      root: deps.staticDir,
      wildcard: false,
      index: false,
      // Built files carry a content hash in their name: cache them for a year.
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
      },
    });
  }

  await app.register(healthRoutes);
  await app.register(objectRoutes);
  await app.register(eventRoutes);
  await app.register(storeRoutes);
  await app.register(sponsorRoutes);
  await app.register(wallOfFameRoutes);
  await app.register(uploadRoutes);
  await app.register(adminLoginRoute);
  // Every other admin route goes through this one plugin, whose hook demands a valid session.
  await app.register(
    adminApi([
      adminSessionRoutes,
      eventAdminRoutes,
      storeAdminRoutes,
      sponsorAdminRoutes,
      wallOfFameAdminRoutes,
      membershipAdminRoutes,
      contactAdminRoutes,
      uploadAdminRoutes,
    ]),
  );
  await app.register(pageRoutes);
  return app;
}
