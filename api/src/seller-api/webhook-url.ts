import { BlockList, isIP } from 'node:net';
import { SELLER_API_MESSAGES, WEBHOOK_URL_MAX } from '@pharmasetu/shared-contracts';

/** Addresses a webhook may never reach from the api's network: loopback, private, link-local, shared, reserved. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is one a webhook must not reach (anything not a well-formed address counts as private). */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const LOCAL_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);
const hostIp = (hostname: string) =>
  hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;

/**
 * Where a seller's webhook may point, or the refusal's message. https only, no credentials in the address; outside
 * production http is allowed to this machine (a receiver under development). In production an address written as
 * a private or loopback IP, or a name that only resolves inside a network, is refused here, and every call checks
 * the addresses the name resolves to when it connects (webhook-delivery.ts), so a name pointed at the api's own
 * network later is refused then.
 */
export function webhookUrlProblem(raw: string, production: boolean): string | null {
  if (raw.length > WEBHOOK_URL_MAX || !URL.canParse(raw)) return SELLER_API_MESSAGES.webhookUrl;
  const url = new URL(raw);
  if (url.username || url.password) return SELLER_API_MESSAGES.webhookUrl;
  const local = LOCAL_NAMES.has(url.hostname);
  if (url.protocol === 'http:') return !production && local ? null : SELLER_API_MESSAGES.webhookUrl;
  if (url.protocol !== 'https:') return SELLER_API_MESSAGES.webhookUrl;
  if (!production) return null;
  const host = url.hostname.toLowerCase();
  if (
    local ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal') ||
    !host.includes('.')
  )
    return SELLER_API_MESSAGES.webhookPrivate;
  const ip = hostIp(host);
  if (isIP(ip) !== 0 && isPrivateAddress(ip)) return SELLER_API_MESSAGES.webhookPrivate;
  return null;
}
