import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, register, type Metric } from 'prom-client';
import { addressedToLoopback, fromLoopback } from '../plugins/dev-only';

/** One metric per name in the process (several servers of one process share the registry, told apart by labels). */
function metric<T extends Metric>(name: string, make: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? make();
}

const httpDuration = () =>
  metric(
    'http_request_duration_seconds',
    () =>
      new Histogram({
        name: 'http_request_duration_seconds',
        help: 'Time to answer a request, by server, route pattern, method and status class',
        labelNames: ['server', 'route', 'method', 'status'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      }),
  );

export const leadsRouted = () =>
  metric(
    'leads_routed_total',
    () =>
      new Counter({
        name: 'leads_routed_total',
        help: 'Verified enquiries settled by routing, by outcome',
        labelNames: ['outcome'],
      }),
  );
export const notificationsSent = () =>
  metric(
    'lead_notifications_total',
    () =>
      new Counter({
        name: 'lead_notifications_total',
        help: 'Lead notification attempts, by result',
        labelNames: ['result'],
      }),
  );
export const otpsSent = () =>
  metric(
    'otps_sent_total',
    () =>
      new Counter({
        name: 'otps_sent_total',
        help: 'OTPs sent, by channel and result',
        labelNames: ['channel', 'result'],
      }),
  );
export const pageRenders = () =>
  metric(
    'site_page_renders_total',
    () =>
      new Counter({
        name: 'site_page_renders_total',
        help: 'Pages answered by a site server, by site and status',
        labelNames: ['site', 'status'],
      }),
  );
export const renderCacheLookups = () =>
  metric(
    'site_render_cache_total',
    () =>
      new Counter({
        name: 'site_render_cache_total',
        help: "Site servers' render cache lookups, by site, cache and result",
        labelNames: ['site', 'cache', 'result'],
      }),
  );

/** A gauge read when /metrics is asked (e.g. a backlog counted in the database). */
export function gaugeOnScrape(name: string, help: string, read: () => Promise<number>): Gauge {
  return metric(
    name,
    () =>
      new Gauge({
        name,
        help,
        async collect() {
          this.set(await read().catch(() => NaN));
        },
      }),
  );
}

const sameToken = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Request rates and latencies of one server (`http_request_duration_seconds`, by route pattern, never the raw
 * address), and GET /metrics in Prometheus' text format, answered to this machine or with
 * `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets a 404, as for a path that does not exist.
 */
export function installMetrics(
  app: FastifyInstance,
  options: { server: string; token?: string; route?: (request: FastifyRequest) => string },
): void {
  const duration = httpDuration();
  const routeOf = options.route ?? ((request: FastifyRequest) => request.routeOptions.url ?? 'unknown');
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        server: options.server,
        route: routeOf(request),
        method: request.method,
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    // From this machine, and addressed to it by name: a DNS-rebinding page in an operator's browser is neither.
    const allowed =
      (fromLoopback(request) && addressedToLoopback(request)) ||
      (!!options.token && auth.startsWith('Bearer ') && sameToken(auth.slice(7), options.token));
    if (!allowed) return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found' });
    return reply
      .header('cache-control', 'no-store')
      .type(register.contentType)
      .send(await register.metrics());
  });
}
