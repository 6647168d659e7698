import { expect, type APIRequestContext } from '@playwright/test';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  text: string;
  otp: string | null;
}

/** What the api's development outbox holds for one phone number or e-mail address, newest first. */
export async function outboxFor(request: APIRequestContext, api: string, to: string): Promise<OutboxMessage[]> {
  const r = await request.get(`${api}/dev/outbox`, { params: { to } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { messages: OutboxMessage[] }).messages;
}

/** The OTP of the newest message for `to`, once the newest one is an OTP. */
export async function newestOtpFor(request: APIRequestContext, api: string, to: string): Promise<string> {
  let otp: string | null = null;
  await expect.poll(async () => (otp = (await outboxFor(request, api, to))[0]?.otp ?? null)).toMatch(/^\d{6}$/);
  return otp!;
}
