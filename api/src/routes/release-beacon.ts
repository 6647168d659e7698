import { KNOWN_REMOTES, SITE_IDS } from '@pharmasetu/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { AppError } from '../lib/errors';
import { ReleaseBeacons } from '../services/release-beacons';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route takes no CSRF token (a beacon cannot send headers; see the route). */
    csrf?: boolean;
  }
}

const VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]{1,40})?$/;

/** What the shell's release beacon sends (shell/src/telemetry/release-beacon.ts). */
export const beaconSchema = z.strictObject(
  {
    page: z.string().regex(/^[A-Za-z0-9_.-]{16,80}$/, 'page must be a page-load id'),
    site: z.enum(SITE_IDS, 'unknown site'),
    remotes: z
      .array(
        z.strictObject({
          remote: z.enum(KNOWN_REMOTES, 'unknown remote'),
          version: z.string().max(60).regex(VERSION, 'version is not a release version'),
          failed: z.boolean(),
        }),
      )
      .min(1)
      .max(KNOWN_REMOTES.length)
      .refine((list) => new Set(list.map((r) => r.remote)).size === list.length, 'each remote once'),
  },
  'a beacon is {page, site, remotes}',
);

const statsQuery = z.strictObject({
  site: z.enum(SITE_IDS, 'unknown site'),
  remote: z.enum(KNOWN_REMOTES, 'unknown remote'),
  /** From when (ISO time within the last 24 hours); default: the last hour. */
  since: z.iso.datetime({ offset: true, message: 'since must be an ISO time' }).optional(),
});

export interface ReleaseBeaconOptions {
  db: Database;
  /** Beacons accepted per IP per minute (RELEASE_BEACON_PER_IP_PER_MINUTE, default 30). */
  perIpPerMinute: number;
  /** RELEASE_BEACON_SECRET: when set, only beacons with a page-load token the site server signed count. */
  tokenSecret?: string;
}

const parseBody = (body: unknown) => {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      throw new AppError(400, 'Request body is not valid JSON');
    }
  }
  const parsed = beaconSchema.safeParse(value);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? 'invalid beacon');
  return parsed.data;
};

/**
 * POST /api/release-beacon: one page load's composed remote versions and which of them failed (sent
 * with navigator.sendBeacon, so text/plain and no CSRF header: it changes no one's data, only counts,
 * and is bounded instead: 2 KB, known sites and remotes, release-shaped versions, each page-load id
 * counted once, a per-IP limit, and with RELEASE_BEACON_SECRET a page-load token the site server signed). GET
 * /api/release-beacon/stats: page loads and failures per version.
 */
export async function releaseBeaconRoutes(
  app: FastifyInstance,
  { db, perIpPerMinute, tokenSecret }: ReleaseBeaconOptions,
) {
  const beacons = new ReleaseBeacons(db, tokenSecret);
  app.post(
    '/api/release-beacon',
    { bodyLimit: 2048, config: { csrf: false, rateLimit: { max: perIpPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      await beacons.record(parseBody(request.body));
      return reply.status(204).send();
    },
  );

  app.get('/api/release-beacon/stats', async (request) => {
    const parsed = statsQuery.safeParse(request.query);
    if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? 'invalid query');
    return beacons.counts(parsed.data.site, parsed.data.remote, parsed.data.since);
  });

  const purge = () => beacons.purge().catch((error) => app.log.warn({ err: error }, 'release beacon purge failed'));
  const timer = setInterval(purge, 60 * 60 * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
