import { createHmac } from 'node:crypto';
import { safeEqual } from '../lib/hash';

/** 128 bits of HMAC-SHA256, in hex (no run of six digits stands alone in it, so no reader takes it for a code). */
const SIGNATURE_HEX = 32;
/** An enquiry's public id (a random UUID). */
const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const signature = (secret: string, publicId: string) =>
  createHmac('sha256', secret).update(`close-requirement:${publicId}`).digest('hex').slice(0, SIGNATURE_HEX);

/** The token in a buyer's close link: the enquiry's public id and its signature under the app's secret. */
export function closeToken(secret: string, publicId: string): string {
  return `${publicId}.${signature(secret, publicId)}`;
}

export const CLOSE_PATH = '/enquiry/close';

/** The link in the buyer's confirmation: a page that closes the requirement when the buyer confirms. */
export function closeLink(publicApiUrl: string, secret: string, publicId: string): string {
  return `${publicApiUrl}${CLOSE_PATH}?r=${closeToken(secret, publicId)}`;
}

/** The enquiry's public id when the token is one we signed; null otherwise (compared in constant time). */
export function readCloseToken(secret: string, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0 || token.length > 36 + 1 + SIGNATURE_HEX) return null;
  const publicId = token.slice(0, dot).toLowerCase();
  if (!PUBLIC_ID.test(publicId)) return null;
  return safeEqual(token.slice(dot + 1), signature(secret, publicId)) ? publicId : null;
}
