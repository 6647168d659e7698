import type { Database } from '../db/database';
import { businessEvent } from '../lib/events';
import { LeadNotificationsRepository } from '../repositories/lead-notifications';
import type { Deliver } from './notification-delivery';

/** Retry back-off: 5 s, 10 s, 20 s … capped at one hour. A notification is never dropped. */
const backoffSeconds = (attempts: number) => Math.min(5 * 2 ** Math.max(0, attempts - 1), 3600);

/**
 * Sends one due notification in its own transaction: claims the row (FOR UPDATE SKIP LOCKED, so parallel senders
 * never take the same one), delivers it, and marks it sent in the same transaction; a failed delivery records the
 * error and the next attempt. A sender killed mid-send leaves the row unsent (its transaction rolls back): the
 * next sender takes it. Answers false when nothing was due.
 */
export async function sendOneNotification(db: Database, deliver: Deliver, signal: AbortSignal): Promise<boolean> {
  return db.transaction(async (tx) => {
    const outbox = new LeadNotificationsRepository(tx);
    const row = await outbox.claimNextDue();
    if (!row) return false;
    try {
      const by = await deliver(row, tx, signal);
      signal.throwIfAborted(); // stopped while sending: roll back, the next sender sends it
      await outbox.markSent(row.id, by);
      businessEvent('notification sent', { notification: row.id, by }, `lead notification ${row.id} sent`);
    } catch (error) {
      if (signal.aborted) throw error;
      const attempts = row.attempts + 1;
      businessEvent(
        'notification failed',
        {
          notification: row.id,
          attempts,
          retryInSeconds: backoffSeconds(attempts),
          reason: String((error as Error)?.message ?? error).slice(0, 200),
        },
        `lead notification ${row.id} failed`,
        'warn',
      );
      await outbox.recordFailure(
        row.id,
        attempts,
        String((error as Error)?.message ?? error).slice(0, 500),
        backoffSeconds(attempts),
      );
    }
    return true;
  });
}

export interface NotificationSender {
  stop(): Promise<void>;
  /** Runs one round now (tests, after a commit). */ drain(): Promise<number>;
}

/** The sender loop: every `intervalMs`, sends what is due (up to `batch` per round) with `concurrency` workers. */
export function startNotificationSender(options: {
  db: Database;
  deliver: Deliver;
  intervalMs: number;
  batch: number;
  concurrency?: number;
  onError?: (error: unknown) => void;
}): NotificationSender {
  const controller = new AbortController();
  let running: Promise<number> = Promise.resolve(0);
  const worker = async (budget: { left: number }) => {
    let sent = 0;
    while (
      budget.left-- > 0 &&
      !controller.signal.aborted &&
      (await sendOneNotification(options.db, options.deliver, controller.signal))
    )
      sent++;
    return sent;
  };
  const round = async () => {
    const budget = { left: options.batch };
    try {
      const counts = await Promise.all(Array.from({ length: options.concurrency ?? 1 }, () => worker(budget)));
      return counts.reduce((a, b) => a + b, 0);
    } catch (error) {
      if (!controller.signal.aborted) options.onError?.(error);
      return 0;
    }
  };
  const drain = () => (running = running.then(round));
  const timer = setInterval(() => void drain(), options.intervalMs);
  timer.unref();
  return {
    drain,
    async stop() {
      clearInterval(timer);
      controller.abort();
      await running.catch(() => undefined);
    },
  };
}
