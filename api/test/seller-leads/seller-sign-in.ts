import type { FastifyInstance } from 'fastify';
import { Visitor } from '../helpers/app';

/** Signs a seller in through the real calls: OTP by SMS to the registered mobile (read from the dev outbox). */
export async function signInSeller(app: FastifyInstance, mobile: string): Promise<Visitor> {
  const seller = new Visitor(app, 'http://localhost:3400');
  const sent = await seller.post('/seller/sign-in/otp', { mobile, country: 'IN' });
  if (sent.statusCode !== 200) throw new Error(`sign-in OTP: ${sent.body}`);
  const otp = (await seller.get(`/dev/outbox?to=${mobile}`))
    .json()
    .messages.find((m: { otp: string | null }) => m.otp)?.otp;
  const verified = await seller.post('/seller/sign-in/verify', { otp });
  if (verified.statusCode !== 200) throw new Error(`sign-in verify: ${verified.body}`);
  return seller;
}
