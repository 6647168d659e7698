// Subscribing an address that is already subscribed must not tell a stranger so. The attack: a
// stranger posts a victim's address (and a fresh one) and compares the answers. Required: identical answers, one
// row per address, the victim's row unchanged.
import { useApp, Visitor } from '../helpers/app';
import { DATABASES } from '../helpers/databases';

describe.each(DATABASES)('newsletter: an existing subscription is not disclosed (%s)', (kind) => {
  const t = useApp(kind);

  const rows = async (email: string) =>
    (
      await t.db.query<{ email: string; created_at: Date }>(
        'SELECT email, created_at FROM subscribers WHERE email = $1',
        [email],
      )
    ).rows;

  it('a stranger re-subscribing a subscribed address gets exactly the answer of a new subscription; one row, unchanged', async () => {
    expect((await new Visitor(t.app).post('/web/footer/subscribe', { email: 'victim@pharma.in' })).statusCode).toBe(
      200,
    );
    const before = await rows('victim@pharma.in');
    expect(before).toHaveLength(1);

    const stranger = new Visitor(t.app, 'http://localhost:3100');
    const known = await stranger.post('/web/footer/subscribe', { email: 'Victim@Pharma.in' });
    const fresh = await stranger.post('/web/footer/subscribe', { email: 'fresh@pharma.in' });
    expect(known.statusCode).toBe(200);
    expect([known.statusCode, known.body]).toEqual([fresh.statusCode, fresh.body]);
    expect(known.json()).toEqual({ message: 'Successfully subscribed to Newsletter' });
    const headerNames = (r: typeof known) =>
      Object.keys(r.headers)
        .filter((h) => !['date', 'set-cookie'].includes(h))
        .sort();
    expect(headerNames(known)).toEqual(headerNames(fresh));
    expect(known.headers['content-length']).toBe(fresh.headers['content-length']);

    expect(await rows('victim@pharma.in')).toEqual(before);
    expect(await rows('fresh@pharma.in')).toHaveLength(1);
  });

  it('many posts of one address, in parallel, store one row and all answer the same', async () => {
    const visitor = new Visitor(t.app);
    await visitor.get('/csrf');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => visitor.post('/web/footer/subscribe', { email: 'burst@pharma.in' })),
    );
    expect(new Set(answers.map((r) => `${r.statusCode} ${r.body}`))).toEqual(
      new Set(['200 {"message":"Successfully subscribed to Newsletter"}']),
    );
    expect(await rows('burst@pharma.in')).toHaveLength(1);
  });
});
