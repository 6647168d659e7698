import { composeRemotes } from './compose-remotes';

const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => ({ registerRemotes }) }));

// jsdom has no Response: the part of one that composeRemotes reads.
const respond = (status: number, body: string) =>
  jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(body) })) as unknown as typeof fetch;

const manifest = {
  microFrontends: {
    remote_footer: [
      { url: 'http://localhost:3003/1.0.0/mf-manifest.json', metadata: { version: '1.0.0' }, deployment: { default: true } },
      { url: '/cdn/remote_footer/1.1.0/mf-manifest.json', metadata: { version: '1.1.0' }, deployment: { traffic: 100 } },
    ],
    remote_chat: [{ url: 'http://x/1/mf-manifest.json', metadata: { version: '1' }, deployment: { default: true } }],
  },
};

describe('composeRemotes', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    registerRemotes.mockClear();
    localStorage.clear();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('registers the picked version of each known remote by its mf-manifest.json address, never from cache', async () => {
    const fetchImpl = respond(200, JSON.stringify(manifest));
    const composition = await composeRemotes('/site-manifest.json', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/site-manifest.json', { cache: 'no-store' });
    // traffic 100 on the canary: every bucket gets 1.1.0, resolved against the page's origin.
    expect(composition).toEqual({ remote_footer: { version: '1.1.0', url: 'http://localhost/cdn/remote_footer/1.1.0/mf-manifest.json' } });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'remote_footer', entry: 'http://localhost/cdn/remote_footer/1.1.0/mf-manifest.json' }], { force: true });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('unknown remote "remote_chat"'));
  });

  it.each([
    ['missing', respond(404, 'Not found'), 'could not be loaded (HTTP 404)'],
    ['unreadable', respond(200, '{"microFrontends":'), 'could not be loaded'],
    ['unreachable', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch, 'could not be loaded (Failed to fetch)'],
  ])('composes nothing and says why when the manifest is %s', async (_case, fetchImpl, message) => {
    await expect(composeRemotes('/site-manifest.json', fetchImpl)).resolves.toEqual({});
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(message));
  });
});
