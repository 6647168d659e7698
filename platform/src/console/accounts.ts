import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { releasesDir, writeAtomically } from '../releases/store';

/** A release manager's account: a name and a password stored only as its scrypt hash. */
interface StoredAccount {
  name: string;
  salt: string;
  hash: string;
  createdAt: string;
}

const KEY_LENGTH = 64;
/** Names: what the history shows; letters, digits, '.', '_' and '-', 2 to 40 of them. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$/;

export const accountsFile = () => path.join(releasesDir(), 'accounts.json');

const derive = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  );

async function load(): Promise<StoredAccount[]> {
  const text = await readFile(accountsFile(), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '[]';
    throw error;
  });
  return JSON.parse(text) as StoredAccount[];
}

const save = (accounts: StoredAccount[]) => writeAtomically(accountsFile(), `${JSON.stringify(accounts, null, 2)}\n`);

export function parseAccountName(name: string | undefined): string {
  if (!NAME.test(name ?? ''))
    throw new Error(`"${name ?? ''}" is not an account name: 2 to 40 letters, digits, '.', '_' or '-'`);
  return name!;
}

/** A password an operator chooses (the first account's): long enough to resist guessing, bounded. */
export function parsePassword(password: string | undefined): string {
  const length = (password ?? '').length;
  if (length < 12 || length > 200) throw new Error('refused: a password is 12 to 200 characters');
  return password!;
}

// Changes are made one at a time: two at once would each write the list they read and lose the other's.
let writing: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(change: () => Promise<T>): Promise<T> => {
  const run = writing.then(change);
  writing = run.catch(() => undefined);
  return run;
};

async function create(accounts: StoredAccount[], name: string, password: string): Promise<void> {
  const salt = randomBytes(16);
  accounts.push({
    name,
    salt: salt.toString('base64'),
    hash: (await derive(password, salt)).toString('base64'),
    createdAt: new Date().toISOString(),
  });
  await save(accounts);
}

/** Creates an account with a new random password, answered once (only its hash is kept). */
export async function addAccount(name: string): Promise<string> {
  parseAccountName(name);
  return oneAtATime(async () => {
    const accounts = await load();
    if (accounts.some((a) => a.name === name))
      throw new Error(`refused: the account "${name}" exists (remove it first to give it a new password)`);
    const password = randomBytes(24).toString('base64url');
    await create(accounts, name, password);
    return password;
  });
}

/** The first account, with the password its operator chose; refused once any account exists. */
export async function addFirstAccount(name: string, password: string): Promise<void> {
  parseAccountName(name);
  parsePassword(password);
  return oneAtATime(async () => {
    const accounts = await load();
    if (accounts.length > 0) throw new Error('refused: an account exists; sign in with yours');
    await create(accounts, name, password);
  });
}

export async function removeAccount(name: string): Promise<void> {
  return oneAtATime(async () => {
    const accounts = await load();
    if (!accounts.some((a) => a.name === name)) throw new Error(`refused: no account "${name}"`);
    await save(accounts.filter((a) => a.name !== name));
  });
}

export const hasAccounts = async () => (await load()).length > 0;

/**
 * What ties a session to one creation of an account (a digest of its salt): removing the account, or
 * removing it and adding it again with a new password, ends the sessions signed in before.
 */
export async function accountStamp(name: string): Promise<string | undefined> {
  const account = (await load()).find((a) => a.name === name);
  return account && createHash('sha256').update(account.salt).digest('base64url').slice(0, 16);
}

export async function listAccounts(): Promise<{ name: string; createdAt: string }[]> {
  return (await load()).map(({ name, createdAt }) => ({ name, createdAt }));
}

export async function accountExists(name: string): Promise<boolean> {
  return (await load()).some((a) => a.name === name);
}

const DUMMY_SALT = randomBytes(16);

/** Whether the password is this account's; an unknown name costs the same scrypt as a known one. */
export async function checkPassword(name: string, password: string): Promise<boolean> {
  if (password.length > 200) return false;
  const account = (await load()).find((a) => a.name === name);
  const key = await derive(password, account ? Buffer.from(account.salt, 'base64') : DUMMY_SALT);
  return !!account && timingSafeEqual(key, Buffer.from(account.hash, 'base64'));
}
