import type { Database } from '../db/database';
import { LeadRoutingRepository } from '../repositories/lead-routing';
import { routeQueued } from './routing';
import type { LeadSettings } from './settings';

/**
 * The recovery of lead routing. A validated OTP queues the enquiries that became leads in the same
 * statement, and the api routes them right after, in a transaction of its own. When that never ran (the api stopped in
 * between) or failed, the enquiry is still queued: this routes queued enquiries older than `graceSeconds`, each in its
 * own transaction. Routing claims an enquiry once only, so it may race the api or another instance's sweep. Answers
 * how many it routed.
 */
export async function sweepRoutingQueue(
  db: Database,
  options: { graceSeconds: number; batch: number; settings: LeadSettings; onError?: (error: unknown) => void },
): Promise<number> {
  const due = await new LeadRoutingRepository(db).dueQueued(options.graceSeconds, options.batch);
  let routed = 0;
  for (const enquiryId of due) {
    try {
      if (await routeQueued(db, enquiryId, options.settings)) routed++;
    } catch (error) {
      options.onError?.(error); // still queued: retried after its back-off
    }
  }
  return routed;
}

export interface RoutingSweep {
  stop(): Promise<void>;
  /** Runs one sweep now (tests). */ sweep(): Promise<number>;
}

/** Sweeps every `intervalMs`, one sweep at a time. */
export function startRoutingSweep(options: {
  db: Database;
  intervalMs: number;
  graceSeconds: number;
  batch: number;
  settings: LeadSettings;
  onError?: (error: unknown) => void;
}): RoutingSweep {
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);
  const once = () =>
    stopped
      ? Promise.resolve(0)
      : sweepRoutingQueue(options.db, options).catch((error) => {
          if (!stopped) options.onError?.(error);
          return 0;
        });
  const sweep = () => (running = running.then(once));
  const timer = setInterval(() => void sweep(), options.intervalMs);
  timer.unref();
  return {
    sweep,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
