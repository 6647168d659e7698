import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER } from '@pharmasetu/shared-contracts';
import { SellerWebhooksRepository } from '../repositories/seller-webhooks';
import type { Deliver } from '../seller-leads/notification-delivery';
import { SellerDashboard } from '../seller-leads/seller-dashboard';
import { isPrivateAddress } from './webhook-url';

/** A receiver has this long to answer; the sender holds the outbox row meanwhile. */
const WEBHOOK_TIMEOUT_MS = 5_000;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: a receiver recomputes it with its secret. */
function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** DNS resolution that refuses, when the socket connects, a name resolving to a private or loopback address. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused || addresses.length === 0)
      return callback(new Error(`webhook address ${hostname} resolves to a private address`), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** One POST; resolves with the status code (the answer's body is not read beyond draining it). */
function post(url: URL, body: string, headers: Record<string, string>, production: boolean, signal: AbortSignal) {
  return new Promise<number>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        signal: AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
        ...(production ? { lookup: publicOnlyLookup } : {}),
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The notification outbox's webhook channel: the lead, as the company's api answers it, POSTed as JSON to the
 * company's webhook as registered now (a webhook removed since the lead was routed: nothing to send), signed with its
 * secret. A 2xx answer is delivered; anything else throws, and the sender retries with its back-off. Redirects are
 * not followed (a redirect could lead into the api's own network).
 */
export function createWebhookDelivery(production: boolean): Deliver {
  return async (row, tx, signal) => {
    const target = row.lead_id === null ? null : await new SellerWebhooksRepository(tx).forLead(row.lead_id);
    if (!target) return 'webhook-removed';
    const lead = await new SellerDashboard(tx).lead(target.company_id, row.lead_id!);
    const body = JSON.stringify({ event: 'lead.routed', delivery: row.id, lead });
    const signature = webhookSignature(target.secret, body, Math.floor(Date.now() / 1000));
    const status = await post(
      new URL(target.url),
      body,
      { [WEBHOOK_SIGNATURE_HEADER]: signature, 'user-agent': 'PharmaSetu-Webhook/1' },
      production,
      signal,
    );
    if (status < 200 || status > 299) throw new Error(`webhook answered ${status}`);
    return 'webhook';
  };
}
