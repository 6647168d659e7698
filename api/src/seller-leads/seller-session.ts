import type { AppConfig } from '../config';
import { hmac } from '../lib/hash';

/** While signing in: binds the OTP to this browser (10 minutes). */
export const SELLER_OTP_COOKIE = 'seller_otp';
/** A signed-in seller (7 days); the database keeps only its HMAC. */
export const SELLER_SESSION_COOKIE = 'seller_session';
export const SELLER_SESSION_DAYS = 7;

export const sessionHash = (config: AppConfig, id: string) => hmac(config.secret, `seller-session:${id}`);
/** The OTP service's session key for a seller's sign-in (never equal to a buyer's session id). */
export const otpSessionKey = (id: string) => `seller:${id}`;
