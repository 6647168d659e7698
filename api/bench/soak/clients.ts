// The soak's clients: browser-like visitors posting enquiries with an Idempotency-Key each, random timeouts,
// retrying the same key (on the other instance, as a balancer would) until a 200 or the deadline.
import { HttpVisitor, type Answer } from '../lib/http-visitor';
import type { Tally } from './tally';

export interface ClientPlan {
  bases: () => string[];
  /** Every n-th enquiry's buyer verifies it (in a session of its own): its OTP, read from the SMS gateway. 0: none. */
  verifyEvery: number;
  codeFor: (to: string) => string | undefined;
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

  /** A request to the instances in turn, as a balancer would send retries: a 2xx/4xx answer, or null at the deadline. */
  async function attempt(visitor: HttpVisitor, client: number, send: () => Promise<Answer>): Promise<Answer | null> {
    for (let n = 0; Date.now() < plan.deadline; n++) {
      const bases = plan.bases();
      visitor.base = bases[(client + n) % bases.length]!;
      try {
        const answer = await send();
        count(answer.status);
        if (answer.status < 500) return answer;
      } catch (error) {
        const { name, message } = error as Error;
        if (name === 'TimeoutError') tally.timeouts += 1;
        else if (name === 'TypeError' && message === 'fetch failed') tally.networkErrors += 1;
        else throw error;
      }
      await sleep(20 + Math.random() * 80);
    }
    return null;
  }

  /**
   * The buyer of an acknowledged enquiry verifies it: asks a code and types it in. A check whose answer was lost may
   * have verified it (the code is then used, and the retry is told to request one).
   */
  async function verify(visitor: HttpVisitor, client: number, mobile: string) {
    tally.verifications += 1;
    const to = `+91${mobile}`;
    // (A retry after a lost answer that did send the code is refused by the resend interval: the code is there.)
    await attempt(visitor, client, () =>
      visitor.post('/enquiry/otp/generate', { mobile, country: 'IN' }, {}, AbortSignal.timeout(15_000)),
    );
    const code = plan.codeFor(to);
    if (!code) return;
    const checked = await attempt(visitor, client, () =>
      visitor.post('/enquiry/otp/validate', { otp: code }, {}, AbortSignal.timeout(15_000)),
    );
    if (checked?.status === 200) tally.verified += 1;
  }

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
          return true;
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
    return false;
  }

  await Promise.all(
    Array.from({ length: plan.clients }, async (_, client) => {
      const visitor = new HttpVisitor(plan.bases()[client % plan.bases().length]!);
      for (let i = next++; i < plan.mobiles.length && Date.now() < plan.deadline; i = next++) {
        if (plan.verifyEvery > 0 && i % plan.verifyEvery === 0) {
          // A buyer of their own (one session per buyer, as in a browser), who verifies the enquiry once it is posted.
          const buyer = new HttpVisitor(visitor.base);
          if (await postOne(buyer, client, i)) await verify(buyer, client, plan.mobiles[i]!);
        } else await postOne(visitor, client, i);
      }
    }),
  );
}
