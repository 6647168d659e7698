import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountExists,
  accountsFile,
  accountStamp,
  addAccount,
  addFirstAccount,
  checkPassword,
  listAccounts,
  removeAccount,
} from './accounts';

describe("release managers' accounts", () => {
  beforeEach(async () => {
    process.env.RELEASES_DIR = await mkdtemp(path.join(tmpdir(), 'accounts-'));
  });
  afterAll(() => delete process.env.RELEASES_DIR);

  it('keeps only a scrypt hash of the generated password, which signs in; a wrong one does not', async () => {
    const password = await addAccount('asha');
    expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stored = await readFile(accountsFile(), 'utf8');
    expect(stored).not.toContain(password);
    const [account] = JSON.parse(stored) as { name: string; salt: string; hash: string }[];
    expect(account!.name).toBe('asha');
    expect(Buffer.from(account!.hash, 'base64')).toHaveLength(64);
    expect(await checkPassword('asha', password)).toBe(true);
    expect(await checkPassword('asha', `${password}x`)).toBe(false);
    expect(await checkPassword('ravi', password)).toBe(false);
    expect(await checkPassword('asha', 'x'.repeat(201))).toBe(false);
  });

  it('each account has its own password; a removed account signs in no more', async () => {
    const asha = await addAccount('asha');
    const ravi = await addAccount('ravi.k');
    expect(asha).not.toBe(ravi);
    expect(await checkPassword('ravi.k', asha)).toBe(false);
    expect((await listAccounts()).map((a) => a.name)).toEqual(['asha', 'ravi.k']);
    await removeAccount('asha');
    expect(await accountExists('asha')).toBe(false);
    expect(await checkPassword('asha', asha)).toBe(false);
    expect(await checkPassword('ravi.k', ravi)).toBe(true);
  });

  it('refuses a taken name, a name that is not one, and removing nobody', async () => {
    await addAccount('asha');
    await expect(addAccount('asha')).rejects.toThrow('refused: the account "asha" exists');
    await expect(addAccount('../x')).rejects.toThrow('"../x" is not an account name');
    await expect(addAccount('a'.repeat(41))).rejects.toThrow('is not an account name');
    await expect(removeAccount('nobody')).rejects.toThrow('refused: no account "nobody"');
  });

  it('makes the first account with a chosen password, and only while there is none', async () => {
    await expect(addFirstAccount('asha', 'too short')).rejects.toThrow('a password is 12 to 200 characters');
    await expect(addFirstAccount('asha', 'x'.repeat(201))).rejects.toThrow('a password is 12 to 200 characters');
    expect(await listAccounts()).toEqual([]);
    // two at once: one account, the other refused
    const both = await Promise.allSettled([
      addFirstAccount('asha', 'asha chose this'),
      addFirstAccount('ravi', 'ravi chose this'),
    ]);
    expect(both.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect((await listAccounts()).map((a) => a.name)).toEqual(['asha']);
    expect(await checkPassword('asha', 'asha chose this')).toBe(true);
    await expect(addFirstAccount('ravi', 'ravi chose this')).rejects.toThrow('refused: an account exists');
  });

  it("stamps each creation of an account apart: removed and made again, it is another account's stamp", async () => {
    await addAccount('asha');
    const first = await accountStamp('asha');
    expect(first).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await accountStamp('asha')).toBe(first);
    await removeAccount('asha');
    expect(await accountStamp('asha')).toBeUndefined();
    await addAccount('asha');
    expect(await accountStamp('asha')).not.toBe(first);
  });
});
