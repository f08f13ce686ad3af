import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { createMailer, type Mailer } from './adapters/mail/mailer';
import { messageIdDomain } from './adapters/mail/message-id';
import { createSmtpTransport } from './adapters/mail/smtp-transport';
import { createPaymentProvider } from './adapters/payments/create-provider';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { ObjectStorage } from './adapters/storage/storage';
import { appFeatures } from './app-features';
import { CountCache, versionedTables } from './cache/count-cache';
import { KeptAnswers, TableVersions } from './cache/kept-answers';
import { openPublicCaches, type PublicCaches } from './cache/public-caches';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { handleError } from './errors';
import { type AdminRoute, adminApi } from './features/admin-auth/admin-api';
import { memberApi } from './features/members/request';
import type { NewsDeps } from './features/news/service';
import { countHeldSeats } from './features/tickets/repository';
import { limitConnections, serverOptions } from './http/connection-limits';
import { ServerLifecycle } from './http/lifecycle';
import { ReplayedAnswers, serverAnsweringReplaysFirst } from './http/replayed-answers';
import { rememberRequestClient } from './http/request-client';
import { securityHeaders } from './http/security-headers';
import { strictTransportSecurity } from './http/strict-transport-security';
import { fastifyTrustProxy } from './http/trust-proxy';
import { WorkGate } from './http/work-gate';
import { JobQueue, type JobQueueOptions } from './jobs/job-queue';
import { countJobs } from './jobs/repository';
import { requireDeclaredParams, withRedactedRequests } from './logging/log-redaction';
import { logAnsweredRequests, nextRequestId } from './logging/request-log';
import { AppMetrics, countAnsweredRequests } from './metrics/app-metrics';
import { projectRoot } from './project-root';
import type { PageAssets } from './render/page-assets';
import { pageRoutes } from './render/page-routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Whether the process drains before it stops (http/lifecycle.ts). */
    lifecycle: ServerLifecycle;
    database: DatabaseHandle;
    db: Database;
    storage: ObjectStorage;
    mailer: Mailer;
    jobs: JobQueue;
    payments: PaymentProvider;
    caches: PublicCaches;
    /** The bound on uncached work (renders, searches) the public caches' misses pass. */
    uncachedWork: WorkGate;
    counts: CountCache;
    /** Answers kept in the process while the tables they read stay the same (sessions, tiers). */
    kept: KeptAnswers;
    /** Public answers sent a moment ago, sent again as they were (http/replayed-answers.ts). */
    replays: ReplayedAnswers;
    /** What /metrics reports; null unless METRICS_TOKEN is set (nothing is counted then). */
    metrics: AppMetrics | null;
    assets: PageAssets;
    /** Every admin route with the staff permission it declared (features/admin-auth/admin-api.ts). */
    adminRoutes: readonly AdminRoute[];
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
  // Public answers sent a moment ago are sent again by the HTTP server itself (replayed-answers.ts).
  const replays = new ReplayedAnswers(config.publicUrl.startsWith('https:'));
  const lifecycle = new ServerLifecycle();
  const app = Fastify({
    serverFactory: serverAnsweringReplaysFirst(replays, lifecycle),
    genReqId: nextRequestId,
    logger: withRedactedRequests(deps.logger ?? false),
    // One line per answered request instead of Fastify's two (logging/request-log.ts).
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
  app.decorate('lifecycle', lifecycle);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('storage', deps.storage);
  app.decorate('assets', deps.assets);
  app.decorate('uncachedWork', new WorkGate(config.uncachedWork));
  const publicCaches = await openPublicCaches(deps.database, app.log, app.uncachedWork);
  app.decorate('caches', publicCaches.caches);
  const metrics = config.metricsToken
    ? new AppMetrics({
        jobs: () => countJobs(app.db),
        mail: () => app.mailer.counts(),
        seatsHeld: () => countHeldSeats(app.db),
        pool: () => deps.database.connections(),
      })
    : null;
  app.decorate('metrics', metrics);
  if (metrics) countAnsweredRequests(app, metrics);
  replays.open(
    () => publicCaches.caches.pages.generation,
    app.log as Partial<Logger>,
    metrics ? (route) => metrics.replayed(route) : undefined,
  );
  app.decorate('replays', replays);
  // What arrives once closing has begun takes the walk, which answers it as Fastify does.
  app.addHook('preClose', (done) => {
    replays.stop();
    done();
  });
  app.addHook('onClose', publicCaches.close);
  app.decorate('counts', new CountCache(deps.database.db, Date.now, deps.database.writes));
  app.decorate('kept', new KeptAnswers(new TableVersions(deps.database, versionedTables)));
  app.decorate('payments', deps.payments ?? (await createPaymentProvider(config, deps.database.db)));
  const jobs = new JobQueue(deps.database.db, app.log, {
    singleProcess: deps.database.engine === 'embedded',
    observe: metrics ? (kind, outcome) => metrics.job(kind, outcome) : undefined,
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
        messageIdDomain(config.mailFrom, config.publicUrl),
        metrics ? (outcome) => metrics.mail(outcome) : undefined,
      ),
  );
  // Each feature's jobs and hooks (seat offers, payment handlers, RSVPs), before anything starts.
  for (const feature of appFeatures) feature.setUp?.(app);
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
    // The few files at the top (icons, robots.txt) get a route each; the built scripts and styles
    // under /assets/ one route between them, instead of a route per file made at every start.
    await app.register(fastifyStatic, {
      root: deps.staticDir,
      wildcard: false,
      index: false,
      globIgnore: ['assets/**'],
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=86400');
      },
    });
    const assetsDir = path.join(deps.staticDir, 'assets');
    if (fs.existsSync(assetsDir)) {
      await app.register(fastifyStatic, {
        root: assetsDir,
        prefix: '/assets/',
        index: false,
        decorateReply: false,
        // Built files carry a content hash in their name: cache them for a year.
        setHeaders(res) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    }
  }

  const options = { news: deps.news };
  for (const feature of appFeatures) {
    for (const routes of feature.routes ?? []) await app.register(routes, options);
  }
  // The member area: its one hook demands a signed-in member and refuses other sites' requests.
  await app.register(memberApi(appFeatures.flatMap((feature) => feature.memberRoutes ?? [])));
  // Every staff route goes through this one plugin, whose hook demands a valid session whose role
  // allows the permission the route declares.
  const adminRoutes: AdminRoute[] = [];
  app.decorate('adminRoutes', adminRoutes);
  await app.register(
    adminApi(
      appFeatures.flatMap((feature) => feature.adminRoutes ?? []),
      adminRoutes,
    ),
  );
  for (const feature of appFeatures) {
    for (const routes of feature.lateRoutes ?? []) await app.register(routes);
  }
  await app.register(pageRoutes);
  return app;
}
