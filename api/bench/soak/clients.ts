// The soak's clients: browser-like visitors posting enquiries with an Idempotency-Key each, random timeouts,
// retrying the same key (on the other instance, as a balancer would) until a 200 or the deadline.
import { HttpVisitor } from '../lib/http-visitor';
import type { Tally } from './tally';

export interface ClientPlan {
  bases: () => string[];
  mobiles: string[];
  runId: string;
  clients: number;
  deadline: number;
  /** Share of attempts given a short timeout (2–100 ms), so the client gives up while the api may still store. */
  shortTimeoutRate: number;
  onAcknowledged: () => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const soakEnquiry = (mobile: string, i: number) => ({
  service_type: i % 3 === 0 ? '3rd Party Manufacturing' : 'PCD Pharma Franchise',
  mobile,
  country_code: 'IN',
  isd_code: '91',
  message: `Looking for ${i % 2 ? 'a PCD franchise' : 'third-party manufacturing'} of cefixime 200 mg tablets, about ${100 + (i % 50) * 10} boxes a month`,
  source: i % 4 === 0 ? 'Website-Molecule' : 'Website',
  ...(i % 5 === 0 ? { required_when: 'Immediately', call_time: 'Anytime' } : {}),
});

export async function runClients(plan: ClientPlan, tally: Tally): Promise<void> {
  let next = 0;
  const count = (status: number) => void (tally.statuses[status] = (tally.statuses[status] ?? 0) + 1);

  async function postOne(visitor: HttpVisitor, client: number, i: number) {
    const body = soakEnquiry(plan.mobiles[i]!, i);
    const key = `soak-${plan.runId}-${i}`;
    for (let attempt = 0; Date.now() < plan.deadline; attempt++) {
      const bases = plan.bases();
      visitor.base = bases[(client + attempt) % bases.length]!;
      const timeout = Math.random() < plan.shortTimeoutRate ? 2 + Math.floor(Math.random() * 98) : 15_000;
      try {
        const answer = await visitor.post(
          '/enquiry/new',
          body,
          { 'idempotency-key': key },
          AbortSignal.timeout(timeout),
        );
        count(answer.status);
        if (answer.status === 200) {
          tally.acknowledged += 1;
          plan.onAcknowledged();
          return;
        }
        if (answer.status === 403) await visitor.get('/csrf'); // a fresh token, as the site's client does
        const retryAfter = Number(answer.retryAfter) || 0;
        await sleep(Math.min(retryAfter * 1_000, 2_000) * (0.5 + Math.random() / 2) + 20);
      } catch (error) {
        const { name, message } = error as Error;
        if (name === 'TimeoutError') tally.timeouts += 1;
        else if (name === 'TypeError' && message === 'fetch failed')
          tally.networkErrors += 1; // refused or cut off
        else throw error; // a fault of the soak itself: stop rather than count it as the api's
        await sleep(20 + Math.random() * 80);
      }
    }
  }

  await Promise.all(
    Array.from({ length: plan.clients }, async (_, client) => {
      const visitor = new HttpVisitor(plan.bases()[client % plan.bases().length]!);
      for (let i = next++; i < plan.mobiles.length && Date.now() < plan.deadline; i = next++)
        await postOne(visitor, client, i);
    }),
  );
}
