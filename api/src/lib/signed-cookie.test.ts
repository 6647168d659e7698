import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { clearSignedId, readSignedId, setSignedId } from './signed-cookie';

const config = { secret: 'signed-cookie-test-secret', cookieSecure: true, cookieDomain: 'example.in' } as AppConfig;

function app(): FastifyInstance {
  const server = Fastify();
  server.register(cookie, { secret: config.secret });
  server.get('/set', async (_request, reply) => ({ id: setSignedId(reply, config, 'c', 600) }));
  server.get('/read', async (request) => ({ id: readSignedId(request, 'c') ?? null }));
  server.get('/clear', async (_request, reply) => (clearSignedId(reply, config, 'c'), {}));
  return server;
}

describe('signed id cookies', () => {
  const server = app();
  afterAll(() => server.close());

  const read = async (value: string) =>
    (await server.inject({ url: '/read', cookies: { c: value } })).json<{ id: string | null }>().id;

  it('writes a random id, signed, with the session flags, and reads it back', async () => {
    const set = await server.inject({ url: '/set' });
    const { id } = set.json<{ id: string }>();
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const header = String(set.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/Domain=example\.in/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/Max-Age=600/);
    const sent = set.cookies.find((c) => c.name === 'c')!.value;
    expect(sent.startsWith(`${id}.`)).toBe(true);
    expect(await read(sent)).toBe(id);
  });

  it('refuses a changed id, a bare id, a signature of another secret and a signed value that is not an id', async () => {
    const set = await server.inject({ url: '/set' });
    const sent = set.cookies.find((c) => c.name === 'c')!.value;
    const [id, signature] = [sent.slice(0, sent.lastIndexOf('.')), sent.slice(sent.lastIndexOf('.') + 1)];
    const other = id.slice(0, -1) + (id.endsWith('A') ? 'B' : 'A');
    expect(await read(`${other}.${signature}`)).toBeNull();
    expect(await read(id)).toBeNull();
    expect(await read(cookie.sign(id, 'another-secret'))).toBeNull();
    expect(await read(cookie.sign('short', config.secret))).toBeNull();
    expect(await read(cookie.sign(`${'a'.repeat(32)};x`, config.secret))).toBeNull();
  });

  it('clears the cookie on the path and domain it was written with', async () => {
    const header = String((await server.inject({ url: '/clear' })).headers['set-cookie']);
    expect(header).toMatch(/^c=;/);
    expect(header).toMatch(/Domain=example\.in/);
    expect(header).toMatch(/Path=\//);
  });
});
