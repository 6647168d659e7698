import { useApp, validEnquiry, Visitor } from '../helpers/app';
import { DATABASES, writableRowCounts } from '../helpers/databases';

// A body without a `message` key must still answer the mobile's error first, in spec §5's order.
describe.each(DATABASES)("security: a body without a message follows spec §5's order (%s)", (kind) => {
  const t = useApp(kind);

  const { message: _message, ...withoutMessage } = validEnquiry();

  it.each([
    [{ mobile: 'call me' }, 'Please enter a valid mobile number'],
    [{ mobile: '5123456789' }, 'Please enter 10 digit valid mobile number'],
    [{ mobile: '98765' }, 'Please enter 10 digit valid mobile number'],
    [{}, 'Please enter your message'],
    [{ message: 12345678901 }, 'Please enter your message'],
    [{ message: null }, 'Please enter your message'],
    [{ mobile: 'call me', message: ['an array'] }, 'Please enter a valid mobile number'],
  ])('%j without a message answers "%s" and stores nothing', async (change, error) => {
    const visitor = new Visitor(t.app);
    await visitor.get('/csrf');
    const before = await writableRowCounts(t.db);
    const r = await visitor.post('/enquiry/new', { ...withoutMessage, ...change });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ error });
    expect(await writableRowCounts(t.db)).toEqual(before);
  });
});
