import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

// What an operator watches, in Prometheus' text format (GET /metrics). Every label takes values
// from a short list the code fixes (a route's pattern, a queue's name, an outcome), never a
// user's id or text, so the number of series stays bounded whatever people do.

/** The process-wide series: counted where things happen, the same for every app in the process. */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics, prefix: 'pomopal_' });
// Gauges prom-client names like counters, which Prometheus' checks refuse; the same figures stay,
// by type, in pomopal_nodejs_active_handles, _requests and _resources.
for (const misnamed of ['handles', 'requests', 'resources']) {
  processMetrics.removeSingleMetric(`pomopal_nodejs_active_${misnamed}_total`);
}

const registers = [processMetrics];

/** Seconds, from a fast API answer to a slow export or AI call. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequests = new Counter({
  name: 'pomopal_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  registers,
});

export const httpDuration = new Histogram({
  name: 'pomopal_http_request_duration_seconds',
  help: 'How long HTTP requests took to answer, by route pattern and method.',
  labelNames: ['route', 'method'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const mails = new Counter({
  name: 'pomopal_mails_total',
  help: 'Mails handed to the transport, by outcome (sent or failed).',
  labelNames: ['outcome'] as const,
  registers,
});

export const payments = new Counter({
  name: 'pomopal_payments_total',
  help: 'Payments confirmed with a provider, by provider and outcome (granted, already_granted, held, refused, failed).',
  labelNames: ['provider', 'outcome'] as const,
  registers,
});

export const aiRequests = new Counter({
  name: 'pomopal_ai_requests_total',
  help: 'Requests to the configured AI model, by what they asked (enrich, name_sessions, summarize) and outcome (ok or failed).',
  labelNames: ['task', 'outcome'] as const,
  registers,
});

export const aiDuration = new Histogram({
  name: 'pomopal_ai_request_duration_seconds',
  help: 'How long requests to the configured AI model took, by outcome.',
  labelNames: ['outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const realtimeEvents = new Counter({
  name: 'pomopal_realtime_events_sent_total',
  help: 'Events sent to the users of live connections, by event.',
  labelNames: ['event'] as const,
  registers,
});

export const jobsGivenUp = new Counter({
  name: 'pomopal_jobs_given_up_total',
  help: 'Background jobs given up after their last try, by queue.',
  labelNames: ['queue'] as const,
  registers,
});

export const matches = new Counter({
  name: 'pomopal_matches_total',
  help: 'Accountability partners matched into a call.',
  registers,
});

export const databaseQueryDuration = new Histogram({
  name: 'pomopal_db_query_duration_seconds',
  help: 'How long database queries took.',
  buckets: LATENCY_BUCKETS,
  registers,
});

/** What one app reads at each scrape: a source answers with its current values. */
export interface ScrapedSources {
  /** Connections to the database in use and requests waiting for one (PostgreSQL's pool). */
  databasePool(): { inUse: number; waiting: number } | null;
  /** Jobs by queue and state (created, retry, active, failed, ...; given up: `<queue>.given_up`). */
  jobs(): Promise<{ queue: string; state: string; count: number }[]>;
  /** Live connections this server holds. */
  liveConnections(): number;
  /** Searches waiting for a partner, and calls not ended, over every server. */
  matchmaking(): Promise<{ searching: number; callsInProgress: number }>;
}

/** The series read from one app's state at each scrape, in a registry of its own. */
export function createScrapedMetrics(sources: ScrapedSources): Registry {
  const registry = new Registry();
  const own = [registry];
  new Gauge({
    name: 'pomopal_db_pool_connections',
    help: 'Connections of the database pool, by state (in_use, waiting for one).',
    labelNames: ['state'] as const,
    registers: own,
    collect() {
      const pool = sources.databasePool();
      this.set({ state: 'in_use' }, pool?.inUse ?? 0);
      this.set({ state: 'waiting' }, pool?.waiting ?? 0);
    },
  });
  new Gauge({
    name: 'pomopal_jobs',
    help: 'Background jobs by queue and state; a queue ending in .given_up holds those given up.',
    labelNames: ['queue', 'state'] as const,
    registers: own,
    async collect() {
      this.reset();
      for (const { queue, state, count } of await sources.jobs()) this.set({ queue, state }, count);
    },
  });
  new Gauge({
    name: 'pomopal_live_connections',
    help: 'Live (Socket.IO) connections this server holds.',
    registers: own,
    collect() {
      this.set(sources.liveConnections());
    },
  });
  new Gauge({
    name: 'pomopal_matchmaking',
    help: 'People searching for an accountability partner, and calls in progress, on all servers.',
    labelNames: ['state'] as const,
    registers: own,
    async collect() {
      const { searching, callsInProgress } = await sources.matchmaking();
      this.set({ state: 'searching' }, searching);
      this.set({ state: 'in_call' }, callsInProgress);
    },
  });
  return registry;
}

/** Every series, process-wide and this app's, as Prometheus reads them. */
export async function metricsText(scraped: Registry): Promise<string> {
  return Registry.merge([processMetrics, scraped]).metrics();
}

export const METRICS_CONTENT_TYPE = processMetrics.contentType;
