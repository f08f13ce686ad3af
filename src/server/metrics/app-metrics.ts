import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionFigures } from '../db/client';

// What a club's monitoring reads at /metrics, in the Prometheus text format (prom-client): the
// requests by route and status with their time, the job queue, the mail, the seats held, the
// payment webhooks and the database's connections, plus Node's own figures (memory, event loop).
// Each app has its own registry (tests build many apps in one process). Figures that live in the
// database (jobs waiting, mail waiting, seats held) are read when /metrics is asked, by the
// readers the app gives; counters count what this process did. docs/deploy.md says what to alert on.

/** Figures read from the database when /metrics is asked. */
export interface MetricReaders {
  /** Jobs due now and not taken, jobs being run, and jobs that failed for good. */
  jobs(): Promise<{ waiting: number; running: number; failed: number }>;
  /** Messages waiting for delivery and messages that failed for good. */
  mail(): Promise<{ pending: number; failed: number }>;
  /** Seats held by orders not yet paid. */
  seatsHeld(): Promise<number>;
  /** PostgreSQL's connections of this process (none on the embedded database). */
  pool(): ConnectionFigures | null;
}

/** The latency buckets, in seconds: a cached answer takes well under a millisecond. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'mesc_http_requests_total',
    help: 'Requests answered, by route (its pattern), method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  private readonly latency = new Histogram({
    name: 'mesc_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route and method (replayed answers are not timed).',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly jobOutcomes = new Counter({
    name: 'mesc_jobs_total',
    help: 'Jobs run by this process, by kind and outcome (done, retried, failed for good).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly mailAttempts = new Counter({
    name: 'mesc_mail_attempts_total',
    help: 'Deliveries this process tried, by outcome (sent, failed, kept without SMTP).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly webhooks = new Counter({
    name: 'mesc_payment_webhooks_total',
    help: 'Payment webhooks received, by outcome (accepted or rejected: a bad signature or body).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  /** Replays (http/replayed-answers.ts) are counted here and added to the requests when asked. */
  private readonly replays = new Map<string, number>();

  constructor(readers: MetricReaders) {
    collectDefaultMetrics({ register: this.registry, prefix: 'mesc_' });
    const gauge = (
      name: string,
      help: string,
      labelNames: readonly string[],
      collect: (set: (labels: Record<string, string>, value: number) => void) => Promise<void> | void,
    ) =>
      new Gauge({
        name,
        help,
        labelNames,
        registers: [this.registry],
        async collect() {
          await collect((labels, value) => this.set(labels, value));
        },
      });
    gauge(
      'mesc_jobs',
      'Jobs in the queue: waiting (due, not taken), running, and failed for good.',
      ['state'],
      async (set) => {
        const { waiting, running, failed } = await readers.jobs();
        set({ state: 'waiting' }, waiting);
        set({ state: 'running' }, running);
        set({ state: 'failed' }, failed);
      },
    );
    gauge(
      'mesc_mail',
      'Messages in the outbox: pending delivery and failed for good.',
      ['state'],
      async (set) => {
        const { pending, failed } = await readers.mail();
        set({ state: 'pending' }, pending);
        set({ state: 'failed' }, failed);
      },
    );
    gauge('mesc_seats_held', 'Seats held by ticket orders not yet paid.', [], async (set) => {
      set({}, await readers.seatsHeld());
    });
    gauge(
      'mesc_db_connections',
      'PostgreSQL connections of this process: in use, idle, requests waiting, and the most allowed.',
      ['state'],
      (set) => {
        const pool = readers.pool();
        if (!pool) return;
        const { total, idle, waiting, max } = pool;
        set({ state: 'in_use' }, total - idle);
        set({ state: 'idle' }, idle);
        set({ state: 'waiting' }, waiting);
        set({ state: 'max' }, max);
      },
    );
  }

  /** A request answered by the framework: `route` is its pattern (`/events/:id`), not its address. */
  answered(route: string, method: string, status: number, seconds: number): void {
    this.requests.inc({ route, method, status: String(status) });
    this.latency.observe({ route, method }, seconds);
  }

  /** A request answered by a replay: counted with its route's 200s when /metrics is asked. */
  replayed(route: string): void {
    this.replays.set(route, (this.replays.get(route) ?? 0) + 1);
  }

  job(kind: string, outcome: 'done' | 'retried' | 'failed'): void {
    this.jobOutcomes.inc({ kind, outcome });
  }

  mail(outcome: 'sent' | 'failed' | 'kept'): void {
    this.mailAttempts.inc({ outcome });
  }

  webhook(outcome: 'accepted' | 'rejected'): void {
    this.webhooks.inc({ outcome });
  }

  /** The text Prometheus reads. */
  async text(): Promise<string> {
    for (const [route, count] of this.replays)
      this.requests.inc({ route, method: 'GET', status: '200' }, count);
    this.replays.clear();
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** Counts and times every answer the framework gives, by its route's pattern. */
export function countAnsweredRequests(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    // An address no route matched is counted under one name, so strangers cannot add series.
    metrics.answered(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
