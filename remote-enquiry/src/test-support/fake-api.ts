/**
 * A stand-in for the api's fetch, for unit tests only. GETs answer from small reference lists; each POST
 * path answers from its own queue (a status and body, a network error, or a reply held open until released).
 */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error' | 'held';

export interface Post {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export const API = 'http://api.test';
/** The public id the fake api gives the enquiry it stores. */
export const ENQUIRY_ID = '0b9f3c52-41a4-4d2e-8f61-7c3a9e2d4b41';

export const CONST_DATA = {
  enquiryType: [{ title: 'PCD Pharma Franchise' }, { title: '3rd Party Manufacturing' }],
  requiredWhen: [{ title: 'Immediately' }, { title: 'Within a month' }],
  callTime: [{ title: 'Anytime' }, { title: 'Morning (9 AM - 12 PM)' }],
  experience: [{ title: 'Fresher' }, { title: '1 - 3 years' }],
  profession: [{ title: 'Pharmacist' }, { title: 'Doctor' }],
  sellingPurpose: [{ title: 'Retail counter sale' }],
  serviceForPCD: [{ title: 'General Range' }, { title: 'Gynaecology' }],
  serviceFor3rdPCD: [{ title: 'Allopathic Formulations' }, { title: 'Hormones' }],
  medicineTypes: [{ title: 'Tablets' }, { title: 'Capsules' }, { title: 'Injections' }],
};

export const CITIES: Record<string, { name: string; state: string; country_name: string }[]> = {
  IN: [
    { name: 'Mohali', state: 'Punjab', country_name: 'India' },
    { name: 'Ludhiana', state: 'Punjab', country_name: 'India' },
    { name: 'Pune', state: 'Maharashtra', country_name: 'India' },
  ],
  AE: [{ name: 'Dubai', state: 'Dubai', country_name: 'United Arab Emirates' }],
  GB: [
    { name: 'London', state: 'London, City of', country_name: 'United Kingdom' },
    { name: 'Kingston upon Hull', state: 'Kingston upon Hull, City of', country_name: 'United Kingdom' },
  ],
};

const MOLECULES = ['Paracetamol', 'Paracetamol + Caffeine', 'Pantoprazole', 'Cetirizine'];

const respond = ({ status, body, headers }: { status: number; body?: unknown; headers?: Record<string, string> }) =>
  ({
    status,
    headers: new Headers(headers),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }) as Response;

export interface FakeApi {
  posts: Post[];
  gets: string[];
  /** Queues replies for a POST path; unqueued posts answer 200 with the path's default. */
  reply: (path: string, ...replies: Reply[]) => void;
  release: (reply: { status: number; body?: unknown }) => void;
  constData: { status: number; body?: unknown };
}

const DEFAULTS: Record<string, unknown> = {
  '/enquiry/new': { customerDataComplete: false, customer_mobile: '9876543210', enquiry_id: ENQUIRY_ID },
  '/enquiry/update': { status: 'updated', enquiry_id: ENQUIRY_ID, customerDataComplete: true },
  '/enquiry/otp/generate': { status: 'sent', channel: 'sms', expires_in: 600 },
  '/enquiry/otp/validate': { status: 'verified', mobile: '9876543210', country: 'IN' },
  '/api/post-quick-enquiry': { status: 'posted', id: 3 },
};

export function installFakeApi(): FakeApi {
  const queues = new Map<string, Reply[]>();
  const held: ((r: { status: number; body?: unknown }) => void)[] = [];
  const api: FakeApi = {
    posts: [],
    gets: [],
    reply: (path, ...replies) => queues.set(path, [...(queues.get(path) ?? []), ...replies]),
    release: (r) => held.shift()?.(r),
    constData: { status: 200, body: CONST_DATA },
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    if ((init.method ?? 'GET') === 'GET') {
      api.gets.push(url.pathname + url.search);
      if (url.pathname === '/csrf') return respond({ status: 200, body: { token: 'csrf-token' } });
      if (url.pathname === '/api/const-data') return respond(api.constData);
      if (url.pathname === '/api/cities2')
        return respond({ status: 200, body: CITIES[url.searchParams.get('code') ?? ''] ?? [] });
      const name = (url.searchParams.get('name') ?? '').toLowerCase();
      return respond({
        status: 200,
        body: MOLECULES.filter((m) => m.toLowerCase().includes(name)).map((m) => ({ name: m })),
      });
    }
    api.posts.push({
      path: url.pathname,
      body: JSON.parse(String(init.body)),
      headers: init.headers as Record<string, string>,
    });
    const reply = queues.get(url.pathname)?.shift() ?? { status: 200, body: DEFAULTS[url.pathname] };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'held') return new Promise<Response>((resolve) => held.push((r) => resolve(respond(r))));
    return respond(reply);
  }) as typeof fetch;
  return api;
}

export const settingsFor = (base: import('@pharmasetu/shared-contracts').SiteSettings) => ({
  ...base,
  urls: { ...base.urls, api: API },
});
