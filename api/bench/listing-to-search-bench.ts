// Save → searchable: a signed-in seller makes 50 listing edits through the api's routes (over HTTP), and each is timed
// from the api's answer to the moment the algoliasearch client finds the change. Real parts, in this one process: the
// api on PGlite (in memory, migrated and seeded), the embedded search engine, and the api's own index outbox sender
// (its default timing) writing to the engine with algoliasearch. Run: npm run bench:listing-search
import { algoliasearch } from 'algoliasearch';
import type { FastifyInstance } from 'fastify';
import { buildEngine } from '@pharmasetu/search-engine';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';

const EDITS = Number(process.env.BENCH_EDITS) || 50;
const TARGET_MS = 5_000;
/** How often the bench asks the engine (the figures are this coarse). */
const POLL_MS = 20;
const ENGINE = { appId: 'BENCHAPP', searchKey: 'bench-search-key', adminKey: 'bench-admin-key', origins: [] };
const INDEX = 'pharmasetu';
const DASHBOARD = 'http://localhost:3400';

/** A browser's cookies and CSRF echo, over real HTTP. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: () => unknown }> {
    const headers: Record<string, string> = {
      origin: DASHBOARD,
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    if (method !== 'GET') headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const text = await response.text();
    return { status: response.status, json: () => JSON.parse(text) };
  }
}

async function signIn(api: string, mobile: string): Promise<Browser> {
  const seller = new Browser(api);
  await seller.call('GET', '/csrf');
  const sent = await seller.call('POST', '/seller/sign-in/otp', { mobile, country: 'IN' });
  if (sent.status !== 200) throw new Error(`sign-in OTP answered ${sent.status}`);
  const outbox = (await seller.call('GET', `/dev/outbox?to=${mobile}`)).json() as {
    messages: { otp: string | null }[];
  };
  const verified = await seller.call('POST', '/seller/sign-in/verify', {
    otp: outbox.messages.find((m) => m.otp)?.otp,
  });
  if (verified.status !== 200) throw new Error(`sign-in verify answered ${verified.status}`);
  return seller;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

async function main() {
  const db = await createDatabase({});
  await migrate(db);
  await seed(db);
  const engine: FastifyInstance = buildEngine({ config: ENGINE });
  const enginePort = Number(new URL(await engine.listen({ port: 0, host: '127.0.0.1' })).port);
  const app = buildApp({
    db,
    env: {},
    mail: [],
    config: {
      env: 'development',
      secret: 'bench-secret-0123456789',
      devOutbox: true,
      cookieSecure: false,
      rateLimits: { perIpPerMinute: 1_000_000, perMobilePerHour: 1_000_000, listingEditsPerHour: 1_000_000 },
      search: { appId: ENGINE.appId, adminKey: ENGINE.adminKey, host: `127.0.0.1:${enginePort}`, indexName: INDEX },
    },
  });
  const api = await app.listen({ port: 0, host: '127.0.0.1' });
  const search = algoliasearch(ENGINE.appId, ENGINE.searchKey, {
    hosts: [{ url: `127.0.0.1:${enginePort}`, protocol: 'http', accept: 'read' }],
  });
  const findable = async (product: string) => {
    const { hits } = await search.searchSingleIndex<{ products?: string[] }>({
      indexName: INDEX,
      searchParams: { query: product, hitsPerPage: 20 },
    });
    return hits.some((h) => h.products?.includes(product));
  };

  const { rows } = await db.query<{ mobile: string }>(
    `SELECT a.mobile FROM seller_accounts a JOIN companies c ON c.id = a.company_id WHERE c.listed ORDER BY a.id LIMIT 1`,
  );
  const seller = await signIn(api, rows[0]!.mobile);
  // The sender's full sync at start has filled the index once the seller's company is found by its own name.
  const me = (await seller.call('GET', '/seller/me')).json() as { company: { name: string } };
  for (let until = Date.now() + 60_000; ;) {
    const { hits } = await search.searchSingleIndex<{ name?: string }>({
      indexName: INDEX,
      searchParams: { query: me.company.name, hitsPerPage: 5 },
    });
    if (hits.some((h) => h.name === me.company.name)) break;
    if (Date.now() > until) throw new Error('the index was never filled');
    await new Promise((r) => setTimeout(r, 100));
  }

  const run = Date.now().toString(36);
  const times: number[] = [];
  let productId: number | undefined;
  for (let i = 0; i < EDITS; i++) {
    // Even edits add a product, odd ones rename the product just added: both are searchable by the new name.
    const name = `Benchcip ${run} ${i}`;
    const body = {
      name,
      composition: 'Paracetamol IP 500 mg',
      pack: '10x10 Tablets',
      form: 'Tablets',
      strength: '500 mg',
      molecules: ['Paracetamol'],
    };
    const answer =
      i % 2 === 0 || productId === undefined
        ? await seller.call('POST', '/seller/listing/products', body)
        : await seller.call('PUT', `/seller/listing/products/${productId}`, body);
    const answered = performance.now();
    if (answer.status !== 200 && answer.status !== 201) throw new Error(`edit ${i} answered ${answer.status}`);
    const listing = answer.json() as { products: { id: number; name: string }[] };
    productId = listing.products.find((p) => p.name === name)!.id;
    for (;;) {
      if (await findable(name)) break;
      if (performance.now() - answered > 30_000) throw new Error(`edit ${i} not searchable after 30 s`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    times.push(performance.now() - answered);
  }

  const sorted = [...times].sort((a, b) => a - b);
  const row = (label: string, ms: number) =>
    `${label.padEnd(4)} ${ms.toFixed(0).padStart(6)} ms   target ≤ ${TARGET_MS / 1000} s   ${ms <= TARGET_MS ? 'met' : 'MISSED'}`;
  console.log(`Save → searchable: ${EDITS} listing edits through the api (PGlite), engine queried with algoliasearch`);
  console.log(row('p50', percentile(sorted, 0.5)));
  console.log(row('p95', percentile(sorted, 0.95)));
  console.log(row('max', sorted[sorted.length - 1]!));
  await app.close();
  await engine.close();
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
