import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { installRequestLog, loggedUrl, oneLinePerRequest, requestIdOf } from '@pharmasetu/api/server-kit';
import { listenApp } from './listen';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  status?: number;
  reason?: string;
  url?: string;
  err?: { stack?: string };
}

// The one request line of every server, and the error line Fastify keeps for a handler that throws.
describe('request log', () => {
  it('writes one line per request, a refusal with its reason, and a thrown error with its stack', async () => {
    const lines: Line[] = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
    const app = Fastify({
      loggerInstance: log as FastifyBaseLogger,
      logController: oneLinePerRequest(),
      genReqId: requestIdOf,
    });
    installRequestLog(app, { quiet: (request) => request.url === '/health' });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/health', async () => ({ status: 'ok' }));
    app.get('/refused', async (_request, reply) => reply.code(409).send({ error: 'already live' }));
    app.get('/broken', async () => {
      throw new Error('the handler broke');
    });
    const server = await listenApp(app, 0, '127.0.0.1', 'test');
    try {
      for (const path of ['/ok', '/health', '/refused', '/broken'])
        await fetch(`${server.url.replace('localhost', '127.0.0.1')}${path}`, {
          headers: { 'x-request-id': `id-for-${path.slice(1)}` },
        });
      const of = (id: string) => lines.filter((l) => l.reqId === id);
      expect(of('id-for-ok')).toMatchObject([{ level: 30, msg: 'answered', status: 200 }]);
      expect(of('id-for-health')).toMatchObject([{ level: 20 }]);
      expect(of('id-for-refused')).toMatchObject([{ level: 40, msg: 'refused', status: 409, reason: 'already live' }]);
      const broken = of('id-for-broken');
      expect(broken.map((l) => l.msg)).toEqual(['the handler broke', 'answered']);
      expect(broken[0]!.err?.stack).toContain('Error: the handler broke');
      expect(broken[1]).toMatchObject({ level: 50, status: 500 });
    } finally {
      await server.close();
    }
  });

  it('never logs the value of a secret parameter (a preview link), and keeps a long address short', async () => {
    const lines: Line[] = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as Line) });
    const app = Fastify({ loggerInstance: log as FastifyBaseLogger, logController: oneLinePerRequest() });
    installRequestLog(app, { secretParams: ['preview'] });
    app.get('/', async () => 'page');
    const server = await listenApp(app, 0, '127.0.0.1', 'test');
    try {
      const token = 'p1~main~remote_footer~1.0.1-abc~1893456000~c2VjcmV0LXNpZ25hdHVyZQ';
      await fetch(`${server.url.replace('localhost', '127.0.0.1')}/?q=paracetamol&preview=${token}`);
      const [line] = lines.filter((l) => l.msg === 'answered');
      expect(line?.url).toBe('/?q=paracetamol&preview=redacted');
      expect(JSON.stringify(lines)).not.toContain('c2VjcmV0LXNpZ25hdHVyZQ');
    } finally {
      await server.close();
    }
    expect(loggedUrl('/pharma?page=2')).toBe('/pharma?page=2');
    expect(loggedUrl(`/${'a'.repeat(400)}`)).toHaveLength(301);
    expect(loggedUrl('/?preview=a&preview=b', ['preview'])).toBe('/?preview=redacted');
  });
});
