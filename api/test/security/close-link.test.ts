import { createHash } from 'node:crypto';
import { closeToken } from '../../src/seller-leads/close-link';
import { TEST_CONFIG, useApp, Visitor } from '../helpers/app';
import { DATABASES } from '../helpers/databases';
import { Buyer, companiesOf, outcomesOf, twoCompanies } from './buyer-steps';

// The buyer's confirmation carries a signed link that closes the requirement (as IndiaMART lets a buyer expire a
// BuyLead): no further seller gets it. Only the link's own signed token opens it.
describe.each(DATABASES)("the buyer's close link (%s)", (kind) => {
  const t = useApp(kind, { poolMax: 4 });
  const secret = TEST_CONFIG.secret!;
  const linkIn = async (to: string) => {
    const { rows } = await t.db.query<{ body: string }>(
      'SELECT body FROM notification_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
      [to],
    );
    return /http:\/\/localhost:4001(\/enquiry\/close\?r=[0-9a-f.-]+)$/.exec(rows[0]!.body)![1]!;
  };
  /** A stranger's request: no cookies, no CSRF token (the token in the link is the only authority). */
  const close = (r: string, accept = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/enquiry/close', headers: { accept }, payload: { r } });

  it('the SMS says how many sellers received it and links to a page that closes it on confirmation only', async () => {
    const { id, publicId } = await new Buyer(t.db, new Visitor(t.app), '9822000001').general();
    const path = await linkIn('+919822000001');
    expect(path).toBe(`/enquiry/close?r=${closeToken(secret, publicId)}`);
    const { rows } = await t.db.query<{ body: string }>(
      `SELECT body FROM notification_outbox WHERE to_address = '+919822000001'`,
    );
    expect(rows.map((r) => r.body)).toEqual([
      `PharmaSetu: your requirement for PCD Pharma Franchise was sent to 10 sellers. They may call you. Close it when you are done: http://localhost:4001${path}`,
    ]);

    // Opening the link (or a link preview fetching it) shows a page and closes nothing.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect([page.statusCode, page.headers['content-type'], page.headers['cache-control']]).toEqual([
      200,
      'text/html; charset=utf-8',
      'no-store',
    ]);
    expect(page.body).toContain('<h1>Close your requirement</h1>');
    // No script; its one style block is the one its CSP allows (by hash).
    const style = /<style>([^<]*)<\/style>/.exec(page.body)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(page.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    );
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('<button type="submit">Close my requirement</button>');
    expect((await t.db.query('SELECT closed_at FROM enquiries WHERE id = $1', [id])).rows).toEqual([
      { closed_at: null },
    ]);

    // The page's form: a urlencoded post of its token, answered with a page.
    const form = await t.app.inject({
      method: 'POST',
      url: '/enquiry/close',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: `r=${encodeURIComponent(closeToken(secret, publicId))}`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(
      'Your requirement for PCD Pharma Franchise is closed: no further seller will receive it. 10 sellers have it already.',
    );
    expect(
      (await t.db.query('SELECT closed_at IS NOT NULL AS closed FROM enquiries WHERE id = $1', [id])).rows,
    ).toEqual([{ closed: true }]);
    // Its sellers keep it; its one outcome stays 'routed'; closing again changes nothing.
    expect(await companiesOf(t.db, id)).toHaveLength(10);
    expect(await outcomesOf(t.db, id)).toMatchObject([{ outcome: 'routed' }]);
    expect((await close(closeToken(secret, publicId))).json()).toEqual({ status: 'closed', sellers: 10 });
  });

  it("a forged, altered or other enquiry's token is refused, and nothing is closed", async () => {
    const { id, publicId } = await new Buyer(t.db, new Visitor(t.app), '9822000002').general();
    const genuine = closeToken(secret, publicId);
    const refused = [
      closeToken('another-secret-0123456789', publicId), // signed with another key
      `${publicId}.${'0'.repeat(32)}`,
      genuine.slice(0, -1) + (genuine.endsWith('0') ? '1' : '0'), // one character changed
      genuine.slice(0, -2), // shortened
      `${publicId}`,
      `${crypto.randomUUID()}.${genuine.split('.')[1]}`, // this signature on another id
      `${genuine}.extra`,
      '',
    ];
    for (const r of refused) {
      const answer = await close(r);
      expect([r, answer.statusCode, answer.json()]).toEqual([
        r,
        404,
        { error: 'This link is not valid. Please use the link in your PharmaSetu message.' },
      ]);
      expect((await t.app.inject({ method: 'GET', url: `/enquiry/close?r=${encodeURIComponent(r)}` })).statusCode).toBe(
        404,
      );
    }
    expect((await t.db.query('SELECT closed_at FROM enquiries WHERE id = $1', [id])).rows).toEqual([
      { closed_at: null },
    ]);
  });

  it('a requirement closed before it was routed reaches no seller (its one outcome: closed)', async () => {
    // A company page's enquiry waits for the buyer's steps before it is routed; the buyer closes it meanwhile.
    const [company] = await twoCompanies(t.db);
    const buyer = new Buyer(t.db, new Visitor(t.app), '9822000003');
    await buyer.verify(company!.slug);
    const posted = await buyer.post({ listing_slug: company!.slug });
    const id = Number(
      (await t.db.query<{ id: number }>('SELECT id FROM enquiries WHERE public_id = $1', [posted.enquiry_id])).rows[0]!
        .id,
    );
    expect((await t.db.query('SELECT 1 FROM lead_routing_queue WHERE enquiry_id = $1', [id])).rows).toHaveLength(1);
    expect((await close(closeToken(secret, posted.enquiry_id))).json()).toEqual({ status: 'closed', sellers: 0 });
    // The buyer's step 2 would have routed it: it does not, and says why.
    const answer = await buyer.requirement(posted.enquiry_id);
    expect(answer.delivery).toEqual({ status: 'not_routable', reason: 'closed', company: company!.name });
    expect(await companiesOf(t.db, id)).toEqual([]);
    expect(await outcomesOf(t.db, id)).toEqual([
      { outcome: 'not_routable', companies: 0, duplicate_of: null, reason: 'closed', scope: null, state: null },
    ]);
    expect((await t.db.query('SELECT 1 FROM lead_routing_queue WHERE enquiry_id = $1', [id])).rows).toEqual([]);
  });

  it('a closed requirement is not one a new post repeats: the same requirement posted again is routed', async () => {
    const first = await new Buyer(t.db, new Visitor(t.app), '9822000004').general();
    await close(closeToken(secret, first.publicId));
    const again = await new Buyer(t.db, new Visitor(t.app), '9822000004').general();
    expect(await outcomesOf(t.db, again.id)).toMatchObject([{ outcome: 'routed' }]);
  });
});
