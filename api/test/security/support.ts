import type { Database } from '../../src/db/database';
import type { Visitor } from '../helpers/app';

/** A company the seed always creates (the sample companies are deterministic). */
export const LISTING = 'deltawell-organics';
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export const count = async (db: Database, sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params)).rows[0]!.n);

/** The newest code the development outbox captured for a phone number (+isd…) or an e-mail, read from the database. */
export async function codeSentTo(db: Database, to: string): Promise<string | undefined> {
  const { rows } = await db.query<{ body: string }>(
    'SELECT body FROM dev_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
    [to],
  );
  return rows[0] ? /\b(\d{6})\b/.exec(rows[0].body)?.[1] : undefined;
}

/** The stored enquiry behind a public id, as the api keeps it. */
export async function storedEnquiry(db: Database, publicId: string) {
  const { rows } = await db.query<{
    id: number;
    session_id: string | null;
    verified_at: Date | null;
    verified_by: string | null;
    email: string | null;
    listing_slug: string | null;
    customer_id: number;
  }>(
    'SELECT id, session_id, verified_at, verified_by, email, listing_slug, customer_id FROM enquiries WHERE public_id = $1',
    [publicId],
  );
  return rows[0];
}

/** Requests a code and reads it from the outbox: what the owner of the phone or mailbox would type. */
export async function requestCode(
  db: Database,
  visitor: Visitor,
  body: Record<string, unknown>,
  to: string,
): Promise<string> {
  const sent = await visitor.post('/enquiry/otp/generate', body);
  if (sent.statusCode !== 200) throw new Error(`OTP generate answered ${sent.statusCode}: ${sent.body}`);
  const code = await codeSentTo(db, to);
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}
