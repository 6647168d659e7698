// node tooling/fix-lockfile.mjs [package-lock.json]
// The npm registry reachable from this project's machines serves some packages' native binaries for
// linux only at the newest versions, so npm drops the other platforms' optional packages when it writes
// the lock, and `npm ci` then refuses that lock ("Missing: @rspack/binding-darwin-arm64@ from lock
// file"). This puts back the entries npm expects, with the platform (os, cpu, libc) read from each
// package's name; a machine of another platform fetches its own binary from the registry as usual.
// Run it after any `npm install` that changes dependencies.
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2] ?? new URL('../package-lock.json', import.meta.url).pathname;
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;
const has = (p) => Object.prototype.hasOwnProperty.call(pkgs, p);
const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'aix', 'netbsd', 'openbsd', 'sunos'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'wasm32'];

/** The platform an optional native package is for, from its name (e.g. binding-linux-x64-musl). */
function platform(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : os === 'linux' && parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  return cpu ? { ...(os ? { os } : {}), cpu, ...(libc ? { libc } : {}) } : undefined;
}

/** Whether node's lookup from the package at `from` finds `name`. */
function found(from, name) {
  let dir = from;
  for (;;) {
    if (has(`${dir ? `${dir}/` : ''}node_modules/${name}`)) return true;
    if (!dir) return false;
    const i = dir.lastIndexOf('/node_modules/');
    dir = i === -1 ? '' : dir.slice(0, i);
  }
}

let added = 0;
const unknown = [];
for (const [from, meta] of Object.entries({ ...pkgs })) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    if (found(from, name)) continue;
    const where = platform(name);
    if (!where) {
      unknown.push(`${name}@${spec} (from ${from || 'root'})`);
      continue;
    }
    const at = has(`node_modules/${name}`) ? `${from}/node_modules/${name}` : `node_modules/${name}`;
    pkgs[at] = {
      version: String(spec).replace(/^[\^~=]/, ''),
      ...(where.cpu ? { cpu: [where.cpu] } : {}),
      ...(where.libc ? { libc: [where.libc] } : {}),
      optional: true,
      ...(where.os ? { os: [where.os] } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} entries added`);
if (unknown.length) console.log(`not a platform package, left alone:\n  ${unknown.join('\n  ')}`);
