import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../src/db/database';
import type { MailMessage, MailProvider } from '../src/services/mail';
import type { SmsMessage, SmsProvider } from '../src/services/sms';
import { createDelivery } from '../src/seller-leads/notification-delivery';
import { sendOneNotification, startNotificationSender } from '../src/seller-leads/notification-sender';
import { useApp } from './helpers/app';
import { DATABASES, openTestDatabase, postgresUrl, type TestDatabase } from './helpers/databases';
import { verifiedRequirement } from './seller-leads/buyer-flow';

const waitFor = async (check: () => Promise<boolean>, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** Providers that record what they were given (mail: by the text's outbox marker). */
function recorder(onSend?: (text: string) => Promise<void>) {
  const sent: string[] = [];
  const mail: MailProvider = {
    name: 'mailtrap',
    priority: 1,
    send: async (m: MailMessage) => {
      await onSend?.(m.text);
      sent.push(m.text);
    },
  };
  const sms: SmsProvider = {
    name: 'sms-gateway',
    send: async (m: SmsMessage) => {
      await onSend?.(m.text);
      sent.push(m.text);
    },
  };
  return { sent, mail, sms };
}

async function queue(db: Database, n: number): Promise<void> {
  await db.query(
    `INSERT INTO notification_outbox (channel, to_address, subject, body)
     SELECT CASE WHEN i % 2 = 0 THEN 'email' ELSE 'sms' END, 'seller' || i || '@example.in', 'lead', 'notification #' || i FROM generate_series(1, $1) AS i`,
    [n],
  );
}
const unsent = async (db: Database) =>
  Number(
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notification_outbox WHERE sent_at IS NULL')).rows[0]!
      .n,
  );

describe.each(DATABASES)('lead notifications (%s)', (kind) => {
  describe('through the api', () => {
    const t = useApp(kind, { poolMax: 4, env: { LEADS_SENDER_INTERVAL_MS: '100' } });

    it('a routed lead reaches each company by e-mail and SMS in the dev outbox, once, after commit', async () => {
      const { enquiryId, visitor } = await verifiedRequirement(t.app, '9812400001');
      const expected = Number(
        (
          await t.db.query<{ n: number }>('SELECT count(*)::int * 2 AS n FROM seller_leads WHERE enquiry_id = $1', [
            enquiryId,
          ])
        ).rows[0]!.n,
      );
      expect(expected).toBe(20);
      const delivered = async () =>
        (
          await t.db.query<{ channel: string; to_address: string; subject: string | null; sent_by: string }>(
            `SELECT d.channel, d.to_address, d.subject, o.sent_by FROM dev_outbox d JOIN notification_outbox o ON o.id = d.notification_id
           JOIN seller_leads l ON l.id = o.lead_id WHERE l.enquiry_id = $1`,
            [enquiryId],
          )
        ).rows;
      await waitFor(async () => (await delivered()).length === expected);
      const rows = await delivered();
      expect(
        rows
          .filter((r) => r.channel === 'email')
          .every(
            (r) => r.subject === 'New verified lead: PCD Pharma Franchise in Punjab' && r.sent_by === 'dev-outbox',
          ),
      ).toBe(true);
      const email = rows.find((r) => r.channel === 'email')!.to_address;
      const shown = (await visitor.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json().messages;
      expect(shown[0]).toMatchObject({
        channel: 'email',
        to: email,
        subject: 'New verified lead: PCD Pharma Franchise in Punjab',
      });
      // The buyer's confirmation leaves the same outbox.
      await waitFor(async () => (await unsent(t.db)) === 0);
      expect((await visitor.get('/dev/outbox?to=9812400001')).json().messages).toEqual([
        expect.objectContaining({
          channel: 'sms',
          text: expect.stringMatching(
            /^PharmaSetu: your requirement for PCD Pharma Franchise was sent to 10 sellers\./,
          ),
        }),
        expect.objectContaining({ channel: 'sms', otp: expect.stringMatching(/^\d{6}$/) }),
      ]);
    });
  });

  describe('the sender', () => {
    let d: TestDatabase;
    beforeEach(async () => {
      d = await openTestDatabase(kind, { seed: false, poolMax: 6 });
    });
    afterEach(() => d.drop());

    it('stopped mid-batch and restarted, sends every notification exactly once', async () => {
      await queue(d.db, 30);
      let calls = 0;
      const first = recorder(async () => {
        if (++calls === 7) {
          void firstSender.stop(); // the process is going down while this send is in flight
          throw new Error('connection reset');
        }
      });
      const firstSender = startNotificationSender({
        db: d.db,
        deliver: createDelivery({ mail: [first.mail], sms: first.sms, outboxAllowed: false }),
        intervalMs: 60_000,
        batch: 100,
      });
      await firstSender.drain();
      await firstSender.stop();
      expect(first.sent.length).toBe(6);
      expect(await unsent(d.db)).toBe(24);
      const failed = await d.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM notification_outbox WHERE attempts > 0 AND sent_at IS NULL',
      );
      expect(failed.rows[0]!.n).toBe(0); // the interrupted send is not counted as a failure: it is simply sent next

      const second = recorder();
      const secondSender = startNotificationSender({
        db: d.db,
        deliver: createDelivery({ mail: [second.mail], sms: second.sms, outboxAllowed: false }),
        intervalMs: 60_000,
        batch: 100,
      });
      await secondSender.drain();
      await secondSender.stop();
      const all = [...first.sent, ...second.sent].sort();
      expect(all.length).toBe(30);
      expect(new Set(all).size).toBe(30);
      expect(await unsent(d.db)).toBe(0);
    });

    if (kind === 'postgres') {
      it('killed (SIGKILL in another process, mid-send), then restarted: nothing is lost or sent twice', async () => {
        await queue(d.db, 12);
        const dir = mkdtempSync(join(tmpdir(), 'sender-'));
        const sentFile = join(dir, 'sent.txt');
        writeFileSync(sentFile, '');
        const schema = (await d.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s;
        const child = spawn(
          join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx'),
          [join(__dirname, 'seller-leads', 'sender-child.ts')],
          {
            env: { ...process.env, DATABASE_URL: postgresUrl(), DB_SCHEMA: schema, SENT_FILE: sentFile, KILL_AT: '5' },
            stdio: 'ignore',
          },
        );
        // tsx runs the script in a child of its own and reports its SIGKILL as exit code 137.
        const ended = await new Promise<string | number | null>((resolve) =>
          child.on('exit', (code, sig) => resolve(sig ?? code)),
        );
        expect(['SIGKILL', 137]).toContain(ended);
        const first = readFileSync(sentFile, 'utf8').split('\n').filter(Boolean);
        expect(first.length).toBe(4);
        await waitFor(
          async () =>
            (
              await d.db.query(
                "SELECT 1 FROM pg_stat_activity WHERE state = 'idle in transaction' AND datname = current_database() AND pid <> pg_backend_pid()",
              )
            ).rows.length === 0,
        );
        expect(await unsent(d.db)).toBe(8);
        const second = recorder();
        const restarted = startNotificationSender({
          db: d.db,
          deliver: createDelivery({ mail: [second.mail], sms: second.sms, outboxAllowed: false }),
          intervalMs: 60_000,
          batch: 100,
          concurrency: 3,
        });
        await restarted.drain();
        await restarted.stop();
        const all = [...first, ...second.sent];
        expect(all.length).toBe(12);
        expect(new Set(all).size).toBe(12);
        expect(await unsent(d.db)).toBe(0);
      }, 60_000);

      it('parallel senders never take the same notification', async () => {
        await queue(d.db, 40);
        const shared = recorder(() => new Promise((r) => setTimeout(r, 5)));
        const deliver = createDelivery({ mail: [shared.mail], sms: shared.sms, outboxAllowed: false });
        const senders = [0, 1].map(() =>
          startNotificationSender({ db: d.db, deliver, intervalMs: 60_000, batch: 100, concurrency: 2 }),
        );
        await Promise.all(senders.map((s) => s.drain()));
        await Promise.all(senders.map((s) => s.stop()));
        expect(shared.sent.length).toBe(40);
        expect(new Set(shared.sent).size).toBe(40);
      });
    }

    it('retries a failed send with back-off, then sends it once', async () => {
      await queue(d.db, 1);
      let fail = true;
      const r = recorder(async () => {
        if (fail) throw new Error('SMS gateway answered 503');
      });
      const deliver = createDelivery({ mail: [r.mail], sms: r.sms, outboxAllowed: false });
      const signal = new AbortController().signal;
      expect(await sendOneNotification(d.db, deliver, signal)).toBe(true);
      const row = (
        await d.db.query<{ attempts: number; last_error: string; wait: number; sent_at: Date | null }>(
          `SELECT attempts, last_error, round(extract(epoch FROM next_attempt_at - now()))::int AS wait, sent_at FROM notification_outbox`,
        )
      ).rows[0]!;
      expect(row).toEqual({ attempts: 1, last_error: 'SMS gateway answered 503', wait: 5, sent_at: null });
      expect(await sendOneNotification(d.db, deliver, signal)).toBe(false); // not due yet
      await d.db.query('UPDATE notification_outbox SET next_attempt_at = now()');
      fail = false;
      expect(await sendOneNotification(d.db, deliver, signal)).toBe(true);
      expect(r.sent).toEqual(['notification #1']);
      expect(await unsent(d.db)).toBe(0);
    });

    it('in production, a channel without a provider is a failure to retry, not a silent drop', async () => {
      await queue(d.db, 2);
      const deliver = createDelivery({ mail: [], outboxAllowed: false });
      const signal = new AbortController().signal;
      await sendOneNotification(d.db, deliver, signal);
      await sendOneNotification(d.db, deliver, signal);
      const rows = (
        await d.db.query<{ last_error: string }>('SELECT last_error FROM notification_outbox ORDER BY id')
      ).rows.map((r) => r.last_error);
      expect(rows.sort()).toEqual(['no SMS provider configured', 'no e-mail provider configured']);
      expect(await unsent(d.db)).toBe(2);
    });
  });
});
