import { composeRemotes } from './compose-remotes';
import { ensureRegistered } from './remote-entries';

const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => ({ registerRemotes }) }));

// jsdom has no Response: the part of one that composeRemotes reads.
const respond = (status: number, body: string) =>
  jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(body),
  })) as unknown as typeof fetch;

const manifest = {
  microFrontends: {
    remote_footer: [
      {
        url: 'http://localhost:3003/1.0.0/mf-manifest.json',
        metadata: { version: '1.0.0' },
        deployment: { default: true },
      },
      {
        url: '/cdn/remote_footer/1.1.0/mf-manifest.json',
        metadata: { version: '1.1.0' },
        deployment: { traffic: 100 },
      },
    ],
    remote_chat: [{ url: 'http://x/1/mf-manifest.json', metadata: { version: '1' }, deployment: { default: true } }],
  },
};

describe('composeRemotes', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    registerRemotes.mockClear();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('fetches the manifest (never from cache) when the page carries none, and picks a version of each known remote', async () => {
    const fetchImpl = respond(200, JSON.stringify(manifest));
    const composition = await composeRemotes('/site-manifest.json', fetchImpl, undefined);
    expect(fetchImpl).toHaveBeenCalledWith('/site-manifest.json', { cache: 'no-store' });
    // traffic 100 on the canary: every bucket gets 1.1.0, resolved against the page's origin.
    expect(composition).toEqual({
      remote_footer: { version: '1.1.0', url: 'http://localhost/cdn/remote_footer/1.1.0/mf-manifest.json' },
    });
    // No remoteEntry address yet: the remote is resolved from its mf-manifest.json when first needed.
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('unknown remote "remote_chat"'));
  });

  it('uses the composition the page carries as it is: no request, no second pick, and registers its remoteEntry.js addresses', async () => {
    const fetchImpl = respond(500, '');
    const url = 'http://localhost/cdn/remote_footer/1.0.0/mf-manifest.json';
    const entries = { [url]: 'http://localhost/cdn/remote_footer/1.0.0/remoteEntry.js' };
    // The server chose 1.0.0 for this visitor although the manifest sends 100 % to 1.1.0: its word stands.
    document.cookie = 'mf_bucket=5';
    const composition = await composeRemotes('/site-manifest.json', fetchImpl, {
      remotes: { remote_footer: { version: '1.0.0', url } },
      entries,
      errors: ['unknown remote "remote_chat"'],
    });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(composition).toEqual({ remote_footer: { version: '1.0.0', url } });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_footer', entry: 'http://localhost/cdn/remote_footer/1.0.0/remoteEntry.js' }],
      { force: true },
    );
    await ensureRegistered('remote_footer', composition, fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('unknown remote "remote_chat"'));
  });

  it('says what the server found wrong with the manifest', async () => {
    await expect(
      composeRemotes('/site-manifest.json', respond(500, ''), {
        remotes: {},
        entries: {},
        errors: ['site manifest is not a JSON object'],
      }),
    ).resolves.toEqual({});
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('site manifest is not a JSON object'));
  });

  it.each([
    ['missing', respond(404, 'Not found'), 'could not be loaded (HTTP 404)'],
    ['unreadable', respond(200, '{"microFrontends":'), 'could not be loaded'],
    [
      'unreachable',
      jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch,
      'could not be loaded (Failed to fetch)',
    ],
  ])('composes nothing and says why when the manifest is %s', async (_case, fetchImpl, message) => {
    await expect(composeRemotes('/site-manifest.json', fetchImpl, undefined)).resolves.toEqual({});
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(message));
  });
});

describe('ensureRegistered', () => {
  const composition = { remote_footer: { version: '1.1.0', url: 'http://localhost:3003/1.1.0/mf-manifest.json' } };
  const mfManifest = {
    metaData: { name: 'remote_footer', remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [],
  };
  beforeEach(() => registerRemotes.mockClear());

  it('resolves a remote the page did not carry from its mf-manifest.json once, however often it is asked', async () => {
    const fetchImpl = respond(200, JSON.stringify(mfManifest));
    await composeRemotes('/site-manifest.json', respond(200, JSON.stringify({ microFrontends: {} })), undefined);
    await Promise.all([
      ensureRegistered('remote_footer', composition, fetchImpl),
      ensureRegistered('remote_footer', composition, fetchImpl),
    ]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'remote_footer', entry: 'http://localhost:3003/1.1.0/remoteEntry.js' }],
      { force: true },
    );
  });

  it('tries once more after a network failure', async () => {
    await composeRemotes('/site-manifest.json', respond(200, JSON.stringify({ microFrontends: {} })), undefined);
    let calls = 0;
    const fetchImpl = jest.fn(async () =>
      ++calls === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : { ok: true, status: 200, json: async () => mfManifest },
    ) as unknown as typeof fetch;
    await ensureRegistered('remote_footer', composition, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it("rejects with the manifest's address and the reason, and asks again next time", async () => {
    await composeRemotes('/site-manifest.json', respond(200, JSON.stringify({ microFrontends: {} })), undefined);
    await expect(ensureRegistered('remote_footer', composition, respond(404, ''))).rejects.toThrow(
      'http://localhost:3003/1.1.0/mf-manifest.json could not be loaded (HTTP 404)',
    );
    await expect(ensureRegistered('remote_footer', composition, respond(200, '{"name":"x"}'))).rejects.toThrow(
      'is not an mf-manifest.json',
    );
    expect(registerRemotes).not.toHaveBeenCalled();
    await expect(ensureRegistered('remote_enquiry', composition, respond(200, '{}'))).rejects.toThrow(
      'not in the site manifest',
    );
  });
});
