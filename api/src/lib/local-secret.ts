import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCAL_SECRET_FILE = 'app-secret';
const SECRET = /^[0-9a-f]{64}$/;

const read = (file: string) => {
  try {
    const value = readFileSync(file, 'utf8').trim();
    return SECRET.test(value) ? value : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/**
 * The embedded database's APP_SECRET when none is set: generated once into `dir/app-secret` (mode 600, only
 * this user can read it) and read back on every start, so a restart keeps sessions, CSRF tokens and pending OTPs.
 * Other local secrets (the release store's) live beside their data under a `name` of their own.
 */
export function localSecret(dir: string, name = LOCAL_SECRET_FILE): string {
  const file = join(dir, name);
  mkdirSync(dir, { recursive: true });
  const existing = read(file);
  if (existing) {
    chmodSync(file, 0o600);
    return existing;
  }
  const secret = randomBytes(32).toString('hex');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first (or the file held something else): use what is there, or replace junk.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const now = read(file);
    if (now) return now;
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
    return secret;
  }
}
