import type { FastifyInstance } from 'fastify';
import { useApp, Visitor } from './helpers/app';
import { DATABASES } from './helpers/databases';
import { signInSeller } from './seller-leads/seller-sign-in';

/** PUT, PATCH and DELETE as the browser client sends them: JSON, with the CSRF cookie echoed. */
async function send(visitor: Visitor, method: 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
  if (!visitor.cookies.has('XSRF-TOKEN')) await visitor.get('/csrf');
  return visitor.request({
    method,
    url,
    headers: {
      'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN')!,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const product = (extra: Record<string, unknown> = {}) => ({
  name: 'Paracip 650',
  composition: 'Paracetamol IP 650 mg',
  pack: '10x10 Tablets',
  form: 'Tablets',
  strength: '650 mg',
  molecules: ['Paracetamol', 'Ibuprofen'],
  ...extra,
});

const profile = (extra: Record<string, unknown> = {}) => ({
  description: 'WHO-GMP certified PCD company serving North India.',
  established: 2009,
  address_line: 'Plot 12, Phase 8B',
  address_city: { city: 'Mohali', state: 'Punjab' },
  contact_person: 'Harpreet Singh',
  gst_number: '27aapfu0939f1zv',
  drug_licence: '20B/21B-PB-MH-2019-1234',
  certifications: ['WHO-GMP', 'ISO 9001'],
  service_types: ['PCD Pharma Franchise'],
  categories: ['Gynaecology', 'Paediatrics'],
  served_states: ['Punjab', 'haryana'],
  served_cities: [{ city: 'Chandigarh', state: 'Chandigarh' }],
  ...extra,
});

/** Two seeded companies' sellers: the first edits, the second attacks. */
async function twoSellers(app: FastifyInstance, db: { query: FastifyInstance['db']['query'] }) {
  const { rows } = await db.query<{ mobile: string; company_id: number; slug: string }>(
    `SELECT a.mobile, a.company_id, c.slug FROM seller_accounts a JOIN companies c ON c.id = a.company_id
     WHERE c.listed ORDER BY a.id LIMIT 2`,
  );
  const [a, b] = rows;
  return {
    a: { ...a!, visitor: await signInSeller(app, a!.mobile) },
    b: { ...b!, visitor: await signInSeller(app, b!.mobile) },
  };
}

describe.each(DATABASES)('the seller’s own listing (%s)', (kind) => {
  const t = useApp(kind, {
    config: { rateLimits: { perIpPerMinute: 1_000_000, perMobilePerHour: 1_000_000, listingEditsPerHour: 40 } },
  });
  let sellers: Awaited<ReturnType<typeof twoSellers>>;
  beforeAll(async () => {
    sellers = await twoSellers(t.app, t.db);
  });
  const outbox = async (kindName: string, key: string | number) =>
    (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM search_index_outbox WHERE kind = $1 AND key = $2',
        [kindName, String(key)],
      )
    ).rows[0]!.n;

  it('without a session every call is 401', async () => {
    const anonymous = new Visitor(t.app, 'http://localhost:3400');
    expect((await anonymous.get('/seller/listing')).statusCode).toBe(401);
    expect((await anonymous.get('/seller/listing/history')).statusCode).toBe(401);
    const put = await send(anonymous, 'PUT', '/seller/listing', profile());
    expect(put.statusCode).toBe(401);
    expect(put.json()).toEqual({ error: 'Please sign in' });
    expect((await anonymous.post('/seller/listing/products', product())).statusCode).toBe(401);
  });

  it('saves the profile: canonical places, upper-case numbers, history, the outbox and the company page', async () => {
    const { a } = sellers;
    const saved = await send(a.visitor, 'PUT', '/seller/listing', profile());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile).toMatchObject({
      address_city: { city: 'Mohali', state: 'Punjab' },
      gst_number: '27AAPFU0939F1ZV',
      drug_licence: '20B/21B-PB-MH-2019-1234',
      served_states: ['Haryana', 'Punjab'],
      served_cities: [{ city: 'Chandigarh', state: 'Chandigarh' }],
      categories: ['Gynaecology', 'Paediatrics'],
    });
    expect(await outbox('company', a.company_id)).toBeGreaterThan(0);
    const page = (await new Visitor(t.app).get(`/api/catalog/companies/${a.slug}`)).json().company;
    expect(page.address).toBe('Plot 12, Phase 8B, Mohali, Punjab');
    expect(page.certifications).toEqual(['WHO-GMP', 'ISO 9001']);
    expect(page.places_served).toEqual(['Haryana', 'Punjab', 'Chandigarh, Chandigarh']);
    expect(page.description).toBe('WHO-GMP certified PCD company serving North India.');
    expect(page.categories.map((k: { slug: string }) => k.slug)).toEqual(
      expect.arrayContaining(['gyne-pcd-companies', 'pediatric-drugs', 'pharma-franchise-pcd']),
    );
    const history = (await a.visitor.get('/seller/listing/history')).json().entries;
    expect(history[0]).toMatchObject({ action: 'profile', product_id: null });
    expect(history[0].changes.gst_number).toEqual({ from: expect.anything(), to: '27AAPFU0939F1ZV' });
    expect(history[0].by).toEqual(expect.any(String));
  });

  it('PATCH changes only the fields sent; categories no longer offered go with their service type', async () => {
    const { a } = sellers;
    const patched = await send(a.visitor, 'PATCH', '/seller/listing', { service_types: ['3rd Party Manufacturing'] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().profile).toMatchObject({
      service_types: ['3rd Party Manufacturing'],
      categories: [],
      contact_person: 'Harpreet Singh',
    });
    const wrong = await send(a.visitor, 'PATCH', '/seller/listing', { categories: ['Gynaecology'] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Please choose categories from the list' });
  });

  it.each([
    ['a bad GSTIN check character', { gst_number: '27AAPFU0939F1ZW' }, 'Please enter a valid GST number'],
    ['a GSTIN of 14 characters', { gst_number: '27AAPFU0939F1Z' }, 'Please enter a valid GST number'],
    ['a drug licence with markup', { drug_licence: '20B<script>' }, 'Please enter a valid drug licence number'],
    ['a drug licence without numbers', { drug_licence: 'FORM-B' }, 'Please enter a valid drug licence number'],
    [
      'HTML in the description',
      { description: 'Best <b>PCD</b>' },
      'Please keep the description to 2000 characters of plain text',
    ],
    ['a control character in the contact', { contact_person: 'Ravi\u0007' }, 'Please enter the contact person’s name'],
    [
      'a city not on the list',
      { address_city: { city: 'Atlantis', state: 'Punjab' } },
      'Please choose your city from the list',
    ],
    [
      'a city in another state',
      { address_city: { city: 'Mohali', state: 'Kerala' } },
      'Please choose your city from the list',
    ],
    ['a state not on the list', { served_states: ['Narnia'] }, 'Please choose the places you serve from the list'],
    ['an unknown certification', { certifications: ['Best in town'] }, 'Please choose certifications from the list'],
    ['an unknown field', { company_id: 1 }, 'Request body must be a JSON object'],
    [
      '101 cities served',
      { served_cities: Array.from({ length: 101 }, () => ({ city: 'Mohali', state: 'Punjab' })) },
      'Please choose the places you serve from the list',
    ],
  ])('refuses %s with 400 and loses nothing saved', async (_name, change, message) => {
    const { a } = sellers;
    const before = (await a.visitor.get('/seller/listing')).json();
    const refused = await send(a.visitor, 'PUT', '/seller/listing', profile(change));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: message });
    expect((await a.visitor.get('/seller/listing')).json()).toEqual(before);
  });

  it('adds, edits and removes products; the molecules are the list’s, the page shows them', async () => {
    const { a } = sellers;
    const added = await a.visitor.post(
      '/seller/listing/products',
      product({ molecules: ['paracetamol', 'IBUPROFEN'] }),
    );
    expect(added.statusCode).toBe(201);
    const mine = added.json().products.at(-1);
    expect(mine).toMatchObject({ name: 'Paracip 650', molecules: ['Ibuprofen', 'Paracetamol'], strength: '650 mg' });
    expect(await outbox('product', mine.id)).toBe(1);
    const page = (await new Visitor(t.app).get(`/api/catalog/companies/${a.slug}`)).json().company;
    expect(page.products.at(-1)).toMatchObject({
      name: 'Paracip 650',
      molecules: [
        { slug: expect.any(String), name: 'Ibuprofen' },
        { slug: expect.any(String), name: 'Paracetamol' },
      ],
    });

    const edited = await send(
      a.visitor,
      'PUT',
      `/seller/listing/products/${mine.id}`,
      product({ name: 'Paracip 500', molecules: ['Paracetamol'] }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().products.find((p: { id: number }) => p.id === mine.id)).toMatchObject({
      name: 'Paracip 500',
      molecules: ['Paracetamol'],
    });

    const removed = await send(a.visitor, 'DELETE', `/seller/listing/products/${mine.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().products.some((p: { id: number }) => p.id === mine.id)).toBe(false);
    const actions = (await a.visitor.get('/seller/listing/history')).json().entries.slice(0, 3);
    expect(actions.map((e: { action: string }) => e.action)).toEqual([
      'product_removed',
      'product_changed',
      'product_added',
    ]);
    expect(actions[1].changes.name).toEqual({ from: 'Paracip 650', to: 'Paracip 500' });
    expect(actions[0].changes.name).toEqual({ from: 'Paracip 500', to: null });
  });

  it.each([
    [
      'HTML in a name',
      { name: '<img src=x onerror=alert(1)>' },
      'Please enter the product name (2 to 120 characters of plain text)',
    ],
    [
      'a name of 121 characters',
      { name: 'x'.repeat(121) },
      'Please enter the product name (2 to 120 characters of plain text)',
    ],
    ['no molecule', { molecules: [] }, 'Please choose between 1 and 10 molecules from the list'],
    ['a molecule not on the list', { molecules: ['Unobtainium'] }, 'Please choose molecules from the list'],
    ['an unknown form', { form: 'Potion' }, 'Please choose the product form'],
  ])('refuses a product with %s (400)', async (_name, change, message) => {
    const refused = await sellers.a.visitor.post('/seller/listing/products', product(change));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: message });
  });

  it('another company’s product is 404 to edit or remove, and stays as it was', async () => {
    const { a, b } = sellers;
    const theirs = (await b.visitor.post('/seller/listing/products', product({ name: 'Theirs 1' })))
      .json()
      .products.at(-1);
    for (const attempt of [
      await send(a.visitor, 'PUT', `/seller/listing/products/${theirs.id}`, product({ name: 'Mine now' })),
      await send(a.visitor, 'DELETE', `/seller/listing/products/${theirs.id}`),
      await send(a.visitor, 'DELETE', '/seller/listing/products/99999999999'),
      await send(a.visitor, 'DELETE', '/seller/listing/products/1e3'),
    ]) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json()).toEqual({ error: 'Product not found' });
    }
    expect((await b.visitor.get('/seller/listing')).json().products.at(-1)).toMatchObject({
      id: theirs.id,
      name: 'Theirs 1',
    });
  });

  it('the 501st product is refused with 400', async () => {
    const { b } = sellers;
    await t.db.query(
      `INSERT INTO company_products (company_id, position, name, composition, pack, form)
       SELECT $1, 1000 + g, 'Bulk ' || g, 'Paracetamol IP 500 mg', '10x10 Tablets', 'Tablets'
       FROM generate_series(1, 500 - (SELECT count(*)::int FROM company_products WHERE company_id = $1)) g`,
      [b.company_id],
    );
    const refused = await b.visitor.post('/seller/listing/products', product({ name: 'One too many' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'A listing holds at most 500 products' });
    expect((await b.visitor.get('/seller/listing')).json().products).toHaveLength(500);
  });

  it('edits past the hourly limit are 429 with Retry-After', async () => {
    const { a } = sellers;
    let last;
    for (let i = 0; i < 41; i++) {
      last = await send(a.visitor, 'PATCH', '/seller/listing', { description: `Edit ${i}` });
      if (last.statusCode === 429) break;
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json()).toEqual({ error: 'Too many changes to your listing. Please try again later.' });
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await a.visitor.get('/seller/listing')).statusCode).toBe(200);
  });
});
