// A notification sender in its own process (seller-leads-notifications.test.ts): appends each message it sends to
// SENT_FILE and kills itself with SIGKILL during send number KILL_AT, while that notification's claim is open.
import { appendFileSync } from 'node:fs';
import { createDatabase } from '../../src/db/database';
import { createDelivery } from '../../src/seller-leads/notification-delivery';
import { startNotificationSender } from '../../src/seller-leads/notification-sender';

async function main() {
  const db = await createDatabase({ url: process.env.DATABASE_URL, schema: process.env.DB_SCHEMA, poolMax: 2 });
  let calls = 0;
  const record = async (text: string) => {
    if (++calls === Number(process.env.KILL_AT)) process.kill(process.pid, 'SIGKILL');
    appendFileSync(process.env.SENT_FILE!, `${text}\n`);
  };
  const deliver = createDelivery({
    mail: [{ name: 'mailtrap', priority: 1, send: (m) => record(m.text) }],
    sms: { name: 'sms-gateway', send: (m) => record(m.text) },
    outboxAllowed: false,
  });
  const sender = startNotificationSender({ db, deliver, intervalMs: 50, batch: 100, concurrency: 1 });
  await sender.drain();
}
void main();
