import { createServer, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { listen, type Running } from './listen';

/** One item of a Sentry envelope: its type ('event', 'transaction', …) and its parsed payload. */
export interface EnvelopeItem {
  type: string;
  payload: Record<string, unknown>;
}

export interface ErrorCollector extends Running {
  /** A DSN that sends here (project 1). */
  dsn: string;
  items: EnvelopeItem[];
  /** Resolves with the first item (already received or still to come) that matches, or rejects after timeoutMs. */
  waitFor(match: (item: EnvelopeItem) => boolean, timeoutMs?: number): Promise<EnvelopeItem>;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  return (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
}

/**
 * Splits an envelope (a header line, then for each item a header line and a payload line). Items whose
 * payload is not JSON (attachments) are kept with an empty payload.
 */
function parseEnvelope(text: string): EnvelopeItem[] {
  const lines = text.split('\n');
  const items: EnvelopeItem[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]!) as { type?: string };
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(lines[i + 1]!) as Record<string, unknown>;
    } catch {
      // not JSON: kept as an item without a payload
    }
    items.push({ type: header.type ?? 'unknown', payload });
  }
  return items;
}

/**
 * A Sentry-compatible ingest endpoint for tests (POST /api/{project}/envelope/), so that the SDKs' real
 * transports are exercised end to end: what the shell and the api send is received and read back here.
 */
export async function startErrorCollector(port = 0): Promise<ErrorCollector> {
  const items: EnvelopeItem[] = [];
  const waiting = new Set<() => void>();
  const server = createServer(async (req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    if (req.method !== 'POST' || !/^\/api\/\d+\/envelope\/?$/.test(new URL(req.url ?? '/', 'http://x').pathname)) {
      return void res.writeHead(404, cors).end();
    }
    try {
      items.push(...parseEnvelope(await body(req)));
    } catch (error) {
      return void res.writeHead(400, cors).end(String(error));
    }
    for (const wake of waiting) wake();
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{}');
  });
  const running = await listen(server, port, '127.0.0.1', 'error collector');
  const { port: bound } = new URL(running.url);
  return {
    ...running,
    dsn: `http://public@127.0.0.1:${bound}/1`,
    items,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = items.find(match);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(
            new Error(
              `no matching item reached the error collector within ${timeoutMs} ms (received: ${items.map((i) => i.type).join(', ') || 'nothing'})`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiting.add(check);
      });
    },
  };
}
