import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createMailer, type Mailer } from './adapters/mail/mailer';
import { createSmtpTransport } from './adapters/mail/smtp-transport';
import { createPaymentProvider } from './adapters/payments/create-provider';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { testCardRoutes } from './adapters/payments/test-card-routes';
import type { TestPaymentProvider } from './adapters/payments/test-provider';
import type { ObjectStorage } from './adapters/storage/storage';
import { CountCache } from './cache/count-cache';
import { openPublicCaches, type PublicCaches } from './cache/public-caches';
import type { Config } from './config';
import { limitConnections, serverOptions } from './connection-limits';
import type { Database, DatabaseHandle } from './db/client';
import { handleError } from './errors';
import { accountRoutes, meRoute } from './features/account/routes';
import { signInFormRoutes } from './features/account/sign-in-form-routes';
import { signInRoutes } from './features/account/sign-in-routes';
import { adminApi } from './features/admin-auth/admin-api';
import { adminLoginRoute, adminSessionRoutes } from './features/admin-auth/routes';
import { contactAdminRoutes } from './features/contact/admin-routes';
import { contactRoutes } from './features/contact/routes';
import { doorApi, doorLinkAdminRoutes } from './features/door/routes';
import { eventAdminRoutes } from './features/events/admin-routes';
import { eventFormRoutes } from './features/events/form-routes';
import { eventRoutes } from './features/events/routes';
import { registerEventRsvps } from './features/events/service';
import { healthRoutes } from './features/health/routes';
import { mailStatusAdminRoutes } from './features/mail-status/admin-routes';
import { memberAdminRoutes } from './features/members/admin-routes';
import { registerMemberJobs } from './features/members/member-jobs';
import { memberApi } from './features/members/service';
import { membershipAdminRoutes } from './features/membership/admin-routes';
import { membershipRoutes } from './features/membership/routes';
import { registerOwnerActivation } from './features/membership/service';
import { registerMembershipJobs } from './features/membership/subscription-changes';
import { paymentWebhookRoutes } from './features/membership/webhook-routes';
import { newsRoutes } from './features/news/routes';
import type { NewsDeps } from './features/news/service';
import { newsletterRoutes } from './features/newsletter/routes';
import { objectRoutes } from './features/objects/routes';
import { sponsorAdminRoutes } from './features/sponsors/admin-routes';
import { sponsorRoutes } from './features/sponsors/routes';
import { storeAdminRoutes } from './features/store/admin-routes';
import { storeRoutes } from './features/store/routes';
import { ticketPageRoutes } from './features/ticket-page/routes';
import { ticketAdminRoutes } from './features/tickets/admin-routes';
import { ticketRoutes } from './features/tickets/routes';
import { registerTicketJobs } from './features/tickets/ticket-jobs';
import { uploadAdminRoutes } from './features/uploads/admin-routes';
import { uploadRoutes } from './features/uploads/routes';
import { registerUploadJobs } from './features/uploads/upload-jobs';
import { waitlistAdminRoutes } from './features/waitlist/admin-routes';
import { waitlistRoutes } from './features/waitlist/routes';
import { registerWaitlistSeats } from './features/waitlist/service';
import { registerWaitlistJobs } from './features/waitlist/waitlist-jobs';
import { wallOfFameAdminRoutes } from './features/wall-of-fame/admin-routes';
import { wallOfFameRoutes } from './features/wall-of-fame/routes';
import { JobQueue, type JobQueueOptions } from './jobs/job-queue';
import { requireDeclaredParams, withRedactedRequests } from './log-redaction';
import { projectRoot } from './project-root';
import type { PageAssets } from './render/page-assets';
import { pageRoutes } from './render/page-routes';
import { rememberRequestClient } from './request-client';
import { logAnsweredRequests } from './request-log';
import { securityHeaders } from './security-headers';
import { strictTransportSecurity } from './strict-transport-security';
import { fastifyTrustProxy } from './trust-proxy';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    storage: ObjectStorage;
    mailer: Mailer;
    jobs: JobQueue;
    payments: PaymentProvider;
    caches: PublicCaches;
    counts: CountCache;
    assets: PageAssets;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  storage: ObjectStorage;
  /** Defaults to the outbox mailer, with SMTP delivery when SMTP_URL is set. */
  mailer?: Mailer;
  /** Defaults to Stripe when its keys are configured, else the built-in test provider. */
  payments?: PaymentProvider;
  assets: PageAssets;
  /** Tests make the job queue retry sooner. */
  jobs?: JobQueueOptions;
  /** Tests give the news feeds their own fetch or clock. */
  news?: NewsDeps;
  /** Folder of static files served at / (built client in production, public/ otherwise). */
  staticDir?: string;
  logger?: boolean | object;
}

export { projectRoot };

/** Builds the whole app without listening: main.ts listens, tests use app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: withRedactedRequests(deps.logger ?? false),
    // One line per answered request instead of Fastify's two (request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
    // A malformed address (bad %-encoding) is refused by the router itself; it too answers { message }.
    frameworkErrors: handleError,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...serverOptions(config.connections),
  });
  limitConnections(app, config.connections);
  // Before any route: a route whose path parameter is not declared secret or public stops the start.
  requireDeclaredParams(app);
  logAnsweredRequests(app);
  rememberRequestClient(app);
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('storage', deps.storage);
  app.decorate('assets', deps.assets);
  const publicCaches = await openPublicCaches(deps.database, app.log);
  app.decorate('caches', publicCaches.caches);
  app.addHook('onClose', publicCaches.close);
  app.decorate('counts', new CountCache(deps.database.db));
  app.decorate('payments', deps.payments ?? (await createPaymentProvider(config, deps.database.db)));
  const jobs = new JobQueue(deps.database.db, app.log, {
    singleProcess: deps.database.engine === 'embedded',
    ...deps.jobs,
  });
  app.decorate('jobs', jobs);
  app.decorate(
    'mailer',
    deps.mailer ??
      createMailer(
        deps.database.db,
        config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : null,
        jobs,
        app.log,
      ),
  );
  registerUploadJobs(app);
  registerMemberJobs(app);
  registerMembershipJobs(app);
  registerOwnerActivation(app);
  registerTicketJobs(app);
  registerWaitlistJobs(app);
  // Freed seats are offered to the people waiting, and an RSVP's ended ticket ends the RSVP.
  registerWaitlistSeats(app);
  registerEventRsvps(app);
  // Jobs start once every kind is registered, and those under way finish before the database closes.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  securityHeaders(app, config, deps.storage.uploadOrigin);
  strictTransportSecurity(app);
  await app.register(compress, { threshold: 1024 });
  // Limits are set per route (public POSTs); the message says what to do.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests: please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      code: 'rate_limited',
    }),
  });
  // JSON only: a form or text/plain body is what another site's page can post without a CORS
  // preflight, so no route takes one except where it must (the one-click unsubscribe, in its own
  // scope; webhooks and uploads read raw bytes in theirs). Anything else answers 415.
  app.removeContentTypeParser('text/plain');

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
  await app.register(ticketRoutes);
  await app.register(waitlistRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  await app.register(storeRoutes);
  await app.register(sponsorRoutes);
  await app.register(wallOfFameRoutes);
  await app.register(newsRoutes, deps.news ?? {});
  await app.register(membershipRoutes);
  await app.register(paymentWebhookRoutes);
  await app.register(meRoute);
  await app.register(signInRoutes);
  // The member area: its one hook demands a signed-in member and refuses other sites' requests.
  await app.register(memberApi([accountRoutes]));
  if (app.payments.id === 'test') {
    await app.register(testCardRoutes, { provider: app.payments as TestPaymentProvider });
  }
  await app.register(uploadRoutes);
  // The door's check-in screen: its one hook demands a live door link instead of the admin password.
  await app.register(doorApi);
  await app.register(adminLoginRoute);
  // Every other admin route goes through this one plugin, whose hook demands a valid session.
  await app.register(
    adminApi([
      adminSessionRoutes,
      eventAdminRoutes,
      ticketAdminRoutes,
      waitlistAdminRoutes,
      doorLinkAdminRoutes,
      storeAdminRoutes,
      sponsorAdminRoutes,
      wallOfFameAdminRoutes,
      membershipAdminRoutes,
      memberAdminRoutes,
      contactAdminRoutes,
      mailStatusAdminRoutes,
      uploadAdminRoutes,
    ]),
  );
  await app.register(ticketPageRoutes);
  await app.register(eventFormRoutes);
  await app.register(signInFormRoutes);
  await app.register(pageRoutes);
  return app;
}
