import {
  leadContactSchema,
  leadFollowUpSchema,
  leadNoteSchema,
  leadStatusSchema,
  LISTING_PAGE_DEFAULT,
  otpGenerateSchema,
  otpValidateSchema,
  SELLER_LEADS_CSV_PATH,
  SELLER_LEADS_PATH,
  SELLER_FOLLOW_UPS_PATH,
  SELLER_ME_PATH,
  SELLER_LEAD_REACH_PATH,
  SELLER_QUOTA_PATH,
  SELLER_MESSAGES,
  SELLER_OTP_PATH,
  SELLER_SIGN_OUT_PATH,
  SELLER_VERIFY_PATH,
  sellerLeadFiltersSchema,
  sellerPreferencesSchema,
} from '@pharmasetu/shared-contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { listingWindow } from '../lib/listing';
import { otpSendLimits } from '../plugins/otp-send-limits';
import type { SendCounters } from '../plugins/send-counters';
import { OTP_ERRORS, OTP_RULES } from '../services/otp';
import { mobileProved, refreshListing } from '../seller-leads/company-listing';
import { SellerDashboard } from '../seller-leads/seller-dashboard';
import { clearSignedId, readSignedId, setSignedId } from '../lib/signed-cookie';
import {
  otpSessionKey,
  SELLER_OTP_COOKIE,
  SELLER_SESSION_COOKIE,
  SELLER_SESSION_DAYS,
  sessionHash,
} from '../seller-leads/seller-session';
import type { RouteDeps } from './context';

const leadIdOf = (raw: string): number | null => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);
/** A lead's id stays text here: one that cannot name a lead is a 404 like any other (see ownLead). */
const leadParams = z.object({ id: z.string() });

/** A company's edits to its leads (status, note, follow-up, contact stamps) per minute, whatever the session. */
export const LEAD_EDITS_PER_MINUTE = 60;

/**
 * A sign-in asked for a number with no account answers exactly as one with an account would, so the answers never tell
 * which mobiles are sellers'. No code is made or sent, and nothing is written to the OTP table (whose per-number count
 * also limits buyers' codes): the same rules are counted in the OTP limits' store instead. Its sends are limited as
 * the service limits a number's (3 per 10 minutes), and any code tried in its session is wrong, until the fifth,
 * which locks the session as five wrong codes do.
 */
function unknownNumberSignIn(counters: SendCounters) {
  const windowMs = OTP_RULES.sendWindowMinutes * 60_000;
  const lockMs = OTP_RULES.validMinutes * 60_000;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  return {
    async send({ country, mobile }: { country: string; mobile: string }, pending: string) {
      const sends = `seller-unknown-sends:${country}:${mobile}`;
      const { count, ttlMs } = await counters.take(sends, windowMs);
      if (count > OTP_RULES.maxSends) {
        await counters.giveBack(sends, windowMs);
        throw new AppError(429, OTP_ERRORS.tooManySends, seconds(ttlMs));
      }
      await counters.take(`seller-unknown-pending:${pending}`, lockMs);
    },
    isPending: async (pending: string) =>
      (await counters.peek(`seller-unknown-pending:${pending}`, lockMs)) !== undefined,
    async wrongCode(pending: string): Promise<never> {
      const { count, ttlMs } = await counters.take(`seller-unknown-wrong:${pending}`, lockMs);
      if (count >= OTP_RULES.maxChecks) throw new AppError(429, OTP_ERRORS.tooManyChecks, seconds(ttlMs));
      throw new AppError(400, OTP_ERRORS.invalid);
    },
  };
}

/** The sellers' dashboard api: OTP sign-in with the company's registered mobile, its leads, its preferences. */
export const sellerLeadRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, otp, otpGuesses, config, redis },
) => {
  const sellers = new SellerDashboard(db);
  const unknownNumber = unknownNumberSignIn(app.otpCounters);

  const seller = async (request: FastifyRequest) => {
    const id = readSignedId(request, SELLER_SESSION_COOKIE);
    return id ? sellers.seller(sessionHash(config, id)) : null;
  };
  const signedIn = async (request: FastifyRequest) => {
    const me = await seller(request);
    if (!me) throw new AppError(401, SELLER_MESSAGES.signIn);
    return me;
  };
  /** A lead's owner only: anyone else (or no session) learns nothing, not even that it exists. */
  const ownLead = async (request: FastifyRequest, id: string) => {
    const me = await seller(request);
    const leadId = leadIdOf(id);
    if (!me || leadId === null) throw new AppError(404, SELLER_MESSAGES.noLead);
    return { me, leadId };
  };
  // Counted per company, after the lead is known to be its own (a refused or foreign edit costs nothing).
  const editLimit = app.createRateLimit({
    max: LEAD_EDITS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `seller-lead-edit:${(request as FastifyRequest & { companyId?: number }).companyId}`,
  });
  /** ownLead, for a change: also counted against the company's edits. */
  const ownLeadEdit = async (request: FastifyRequest, id: string) => {
    const own = await ownLead(request, id);
    (request as FastifyRequest & { companyId?: number }).companyId = own.me.company.id;
    const result = await editLimit(request);
    if (!result.isAllowed && result.isExceeded)
      throw new AppError(429, SELLER_MESSAGES.tooManyEdits, Math.max(1, result.ttlInSeconds));
    return own;
  };

  // Same OTP rules and limits as buyers (the send limits, counted apart from the buyers', and the OTP service's),
  // counted only for codes sent (owner-limits.ts). The answer never depends on whether the mobile has an account:
  // what the body says beside the number (a listing, an e-mail) is a buyer's and plays no part in a sign-in.
  app.post(
    SELLER_OTP_PATH,
    {
      schema: { body: otpGenerateSchema },
      preHandler: otpSendLimits(app, config, redis, 'seller-otp', { sessionInterval: false }),
    },
    async (request, reply) => {
      const { country, mobile, isd_code } = request.body;
      // A destination or budget the SMS guard refuses is refused alike with or without an account.
      await otp.smsGuard.refuseAsSpendWould({ country, mobile, email_otp: false });
      const pending = setSignedId(reply, config, SELLER_OTP_COOKIE, 10 * 60);
      const account = await sellers.account(country, mobile);
      if (account)
        await otp.generate(
          { country, mobile, isd_code, email: undefined, email_otp: false, listing_slug: undefined },
          otpSessionKey(pending),
        );
      else await unknownNumber.send({ country, mobile }, pending);
      return { status: 'sent', channel: 'sms', expires_in: 600 };
    },
  );

  app.post(SELLER_VERIFY_PATH, { schema: { body: otpValidateSchema } }, async (request, reply) => {
    const pending = readSignedId(request, SELLER_OTP_COOKIE);
    const key = pending ? otpSessionKey(pending) : undefined;
    // Wrong codes count against the sign-in's code and the address (otpGuesses), never the number: a stranger's
    // wrong codes cannot lock the seller's own sign-in.
    const decoy = pending !== undefined && (await unknownNumber.isPending(pending));
    const verified = await otpGuesses.check(request, () =>
      decoy ? unknownNumber.wrongCode(pending) : otp.validate(request.body.otp, key),
    );
    const account = await sellers.account(verified.country, verified.mobile);
    if (!account) throw new AppError(404, SELLER_MESSAGES.noAccount);
    // The sign-in proved the company's mobile: a Join Free company may now be listed (seller-leads/company-listing.ts).
    await db.transaction((tx) => mobileProved(tx, account.company_id));
    const id = setSignedId(reply, config, SELLER_SESSION_COOKIE, SELLER_SESSION_DAYS * 24 * 3600);
    await sellers.startSession(sessionHash(config, id), account.id, SELLER_SESSION_DAYS);
    clearSignedId(reply, config, SELLER_OTP_COOKIE);
    const me = await sellers.seller(sessionHash(config, id));
    return { name: me!.name, company: me!.company };
  });

  app.post(SELLER_SIGN_OUT_PATH, async (request, reply) => {
    const id = readSignedId(request, SELLER_SESSION_COOKIE);
    if (id) await sellers.endSession(sessionHash(config, id));
    clearSignedId(reply, config, SELLER_SESSION_COOKIE);
    return { status: 'signed out' };
  });

  app.get(SELLER_ME_PATH, async (request) => {
    const { sellerId: _id, ...me } = await signedIn(request);
    return me;
  });

  app.get(SELLER_LEADS_PATH, { schema: { querystring: sellerLeadFiltersSchema } }, async (request) => {
    const me = await signedIn(request);
    // One page at most, whatever limit is asked: the answer stays bounded (the CSV has its own cap).
    const asked = listingWindow(request.query);
    const window = { ...asked, limit: Math.min(asked.limit, LISTING_PAGE_DEFAULT) };
    return {
      leads: await sellers.leadList(me.company.id, request.query, window),
      limit: window.limit,
      offset: window.offset,
    };
  });

  app.get(SELLER_LEADS_CSV_PATH, { schema: { querystring: sellerLeadFiltersSchema } }, async (request, reply) => {
    const me = await signedIn(request);
    const csv = await sellers.leadsCsv(me.company.id, request.query, listingWindow(request.query));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="leads.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.get(`${SELLER_LEADS_PATH}/:id`, { schema: { params: leadParams } }, async (request) => {
    const { me, leadId } = await ownLead(request, request.params.id);
    return sellers.lead(me.company.id, leadId);
  });

  app.post(
    `${SELLER_LEADS_PATH}/:id/status`,
    { schema: { params: leadParams, body: leadStatusSchema } },
    async (request) => {
      const { me, leadId } = await ownLeadEdit(request, request.params.id);
      await sellers.setStatus(me.company.id, leadId, request.body.status, request.body.reason);
      return { id: leadId, status: request.body.status, reason: request.body.reason ?? null };
    },
  );

  app.post(
    `${SELLER_LEADS_PATH}/:id/note`,
    { schema: { params: leadParams, body: leadNoteSchema } },
    async (request) => {
      const { me, leadId } = await ownLeadEdit(request, request.params.id);
      await sellers.setNote(me.company.id, leadId, request.body.note);
      return { id: leadId, note: request.body.note };
    },
  );

  app.post(
    `${SELLER_LEADS_PATH}/:id/follow-up`,
    { schema: { params: leadParams, body: leadFollowUpSchema } },
    async (request) => {
      const { me, leadId } = await ownLeadEdit(request, request.params.id);
      await sellers.setFollowUp(me.company.id, leadId, request.body.follow_up_on);
      return { id: leadId, follow_up_on: request.body.follow_up_on };
    },
  );

  app.post(
    `${SELLER_LEADS_PATH}/:id/contact`,
    { schema: { params: leadParams, body: leadContactSchema } },
    async (request) => {
      const { me, leadId } = await ownLeadEdit(request, request.params.id);
      await sellers.recordContact(me.company.id, leadId, request.body.channel);
      return { id: leadId, channel: request.body.channel };
    },
  );

  app.get(SELLER_FOLLOW_UPS_PATH, async (request) => ({
    leads: await sellers.dueFollowUps((await signedIn(request)).company.id),
  }));

  app.get(SELLER_LEAD_REACH_PATH, async (request) => sellers.reach((await signedIn(request)).company.id));

  app.get(SELLER_QUOTA_PATH, async (request) => sellers.quota((await signedIn(request)).company.id));

  app.get('/seller/preferences', async (request) => sellers.preferences((await signedIn(request)).company.id));

  // The company is the session's: a body cannot name another one (the schema refuses unknown keys).
  app.post('/seller/preferences', { schema: { body: sellerPreferencesSchema } }, async (request) => {
    const me = await signedIn(request);
    const saved = await sellers.savePreferences(me.company.id, request.body);
    // A Join Free company is listed only while it has a category: the rule is applied to what was saved.
    await db.transaction((tx) => refreshListing(tx, me.company.id));
    return saved;
  });
};
