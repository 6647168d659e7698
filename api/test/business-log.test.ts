import type { InjectOptions } from 'fastify';
import { useApp, Visitor } from './helpers/app';
import { Buyer } from './security/buyer-steps';

interface Line {
  level: string;
  time: string;
  reqId?: string;
  event?: string;
  msg: string;
  status?: number;
  url?: string;
  reason?: string;
  sellers?: number;
  enquiries?: number[];
}

/** A visitor whose every request carries its own x-request-id, as the site servers send it. */
class TracedVisitor extends Visitor {
  sent: { url: string; id: string }[] = [];
  override request(options: InjectOptions & { url: string }) {
    const id = `walk-${String(this.sent.length).padStart(4, '0')}`;
    this.sent.push({ url: options.url, id });
    return super.request({
      ...options,
      headers: { ...(options.headers as Record<string, string>), 'x-request-id': id },
    });
  }
}

// One buyer's walk through the api, as its log tells it: a line per request (a refusal at warn with its reason),
// and the business events in order, each under the id of the request that caused it.
describe('the api log of a buyer walkthrough (pglite)', () => {
  const lines: Line[] = [];
  const t = useApp('pglite', {
    env: { METRICS_TOKEN: 'metrics-token-0123456789' },
    logger: {
      level: 'debug',
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: { level: (label: string) => ({ level: label }) },
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
    },
  });

  it('logs the OTP sent, the enquiry verified, the lead routed and the notification sent, with request ids', async () => {
    const visitor = new TracedVisitor(t.app);
    const buyer = new Buyer(t.db, visitor, '9823000077');
    await buyer.general();
    const idOf = (url: string) => visitor.sent.filter((s) => s.url === url).map((s) => s.id);

    // a refusal: at warn, with its reason
    await visitor.post('/enquiry/otp/validate', { otp: '12' });
    const refused = lines.find((l) => l.url === '/enquiry/otp/validate' && l.status === 400);
    expect(refused).toMatchObject({ level: 'warn', msg: 'refused', reqId: visitor.sent.at(-1)!.id });
    expect(refused!.reason).toEqual(expect.any(String));

    for (let i = 0; i < 100 && !lines.some((l) => l.event === 'notification sent'); i++)
      await new Promise((r) => setTimeout(r, 100));
    const events = lines.filter((l) => l.event);
    // the request's events in order; then the sender's, one per notification of the routed lead
    expect(events.slice(0, 3).map((l) => l.event)).toEqual(['otp sent', 'enquiry verified', 'lead routed']);
    expect(new Set(events.slice(3).map((l) => l.event))).toEqual(new Set(['notification sent']));
    const [otp, verified, routed] = events;
    expect(idOf('/enquiry/otp/generate')).toContain(otp!.reqId);
    expect(verified!.reqId).toBe(idOf('/enquiry/otp/validate')[0]);
    expect(routed).toMatchObject({
      reqId: verified!.reqId,
      msg: expect.stringMatching(/^enquiry \d+ routed to \d+ sellers?$/),
    });
    expect(routed!.sellers).toBeGreaterThan(0);
    expect(events.some((l) => l.event === 'notification sent')).toBe(true);
    // ISO time on every line; one line per request: each request id has one request line
    for (const l of lines) expect(l.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const requestLines = lines.filter((l) => l.msg === 'answered' || l.msg === 'refused');
    expect(requestLines.map((l) => l.reqId)).toEqual(visitor.sent.map((s) => s.id));
    // a request id that is not safe is replaced
    await t.app.inject({ url: '/health', headers: { 'x-request-id': 'bad id\n{"forged":1}' } });
    expect(lines.at(-1)).toMatchObject({ url: '/health', level: 'debug' });
    expect(lines.at(-1)!.reqId).toMatch(/^[0-9a-f-]{36}$/);
  }, 30_000);

  it('answers /health with the routing queue and the notification backlog', async () => {
    const health = (await t.app.inject('/health')).json();
    expect(health.leads).toEqual({
      not_routable_7d: expect.any(Number),
      routing_queue: { queued: expect.any(Number), due: expect.any(Number), oldest_seconds: null },
      notifications: { pending: expect.any(Number), due: expect.any(Number), retrying: expect.any(Number) },
    });
  });

  it('counts requests by route and the business events at /metrics, for this machine or the metrics token only', async () => {
    const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url: '/metrics', remoteAddress, headers });
    const local = await scrape('127.0.0.1');
    expect(local.statusCode).toBe(200);
    expect(local.body).toMatch(/^otps_sent_total\{channel="sms",result="sent"\} [1-9]/m);
    expect(local.body).toMatch(/^leads_routed_total\{outcome="routed"\} [1-9]/m);
    expect(local.body).toMatch(/^lead_notifications_total\{result="sent"\} [1-9]/m);
    expect(local.body).toMatch(/^lead_notifications_pending \d+$/m);
    expect(local.body).toMatch(/^lead_routing_queued \d+$/m);
    expect(local.body).toMatch(
      /^http_request_duration_seconds_count\{server="api",route="\/enquiry\/otp\/validate",method="POST",status="2xx"\} 1$/m,
    );
    // strangers get the 404 of a path that does not exist, whatever they send
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: 'Bearer ' },
    ];
    for (const headers of attempts) {
      const refused = await scrape('203.0.113.9', headers);
      expect([refused.statusCode, refused.json()]).toEqual([404, { error: 'Not found' }]);
    }
    // a local proxy forwards strangers: its requests need the token too
    expect((await scrape('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await scrape('203.0.113.9', { authorization: 'Bearer metrics-token-0123456789' })).statusCode).toBe(200);
  });
});
