import {
  leadStatusSchema,
  otpGenerateSchema,
  otpValidateSchema,
  SELLER_MESSAGES,
  sellerLeadFiltersSchema,
  sellerPreferencesSchema,
  type OtpGeneratePayload,
  type SellerLeadFilters,
  type SellerPreferences,
} from '@pharmasetu/shared-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { listingWindow } from '../lib/listing';
import { otpSendLimits } from '../plugins/otp-send-limits';
import { perMobileLimit } from '../plugins/security';
import { SellerAccountsRepository } from '../repositories/seller-accounts';
import { SellerLeadsRepository } from '../repositories/seller-leads';
import { csvTable } from '../seller-leads/csv';
import {
  clearCookie,
  otpSessionKey,
  readSignedId,
  SELLER_OTP_COOKIE,
  SELLER_SESSION_COOKIE,
  SELLER_SESSION_DAYS,
  sessionHash,
  setSignedId,
} from '../seller-leads/seller-session';
import type { RouteDeps } from './context';

const leadIdOf = (raw: string): number | null => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);
const CSV_MAX = 5000;

/** The sellers' dashboard api (issue 21): OTP sign-in with the company's registered mobile, its leads, its preferences. */
export async function sellerLeadRoutes(app: FastifyInstance, { db, otp, config, redis }: RouteDeps) {
  const accounts = new SellerAccountsRepository(db);
  const leads = new SellerLeadsRepository(db);

  const seller = async (request: FastifyRequest) => {
    const id = readSignedId(request, SELLER_SESSION_COOKIE);
    return id ? accounts.session(sessionHash(config, id)) : null;
  };
  const signedIn = async (request: FastifyRequest) => {
    const me = await seller(request);
    if (!me) throw new AppError(401, SELLER_MESSAGES.signIn);
    return me;
  };
  /** A lead's owner only: anyone else (or no session) learns nothing, not even that it exists. */
  const ownLead = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const me = await seller(request);
    const leadId = leadIdOf(request.params.id);
    if (!me || leadId === null) throw new AppError(404, SELLER_MESSAGES.noLead);
    return { me, leadId };
  };

  // Same OTP rules and limits as buyers (the send limits, counted apart from the buyers', and the OTP service's);
  // the answer does not tell whether the mobile has an account.
  app.post<{ Body: OtpGeneratePayload }>(
    '/seller/sign-in/otp',
    { schema: { body: otpGenerateSchema }, preHandler: [otpSendLimits(app, config, redis, 'seller-otp'), perMobileLimit(app, config)] },
    async (request, reply) => {
      const pending = setSignedId(reply, config, SELLER_OTP_COOKIE, 10 * 60);
      const account = await accounts.byMobile(request.body.country, request.body.mobile);
      if (account) await otp.generate({ ...request.body, email: undefined, email_otp: false }, otpSessionKey(pending));
      return { status: 'sent', channel: 'sms', expires_in: 600 };
    },
  );

  app.post<{ Body: { otp: string } }>('/seller/sign-in/verify', { schema: { body: otpValidateSchema } }, async (request, reply) => {
    const pending = readSignedId(request, SELLER_OTP_COOKIE);
    const verified = await otp.validate(request.body.otp, pending ? otpSessionKey(pending) : undefined);
    const account = await accounts.byMobile(verified.country, verified.mobile);
    if (!account) throw new AppError(404, SELLER_MESSAGES.noAccount);
    const id = setSignedId(reply, config, SELLER_SESSION_COOKIE, SELLER_SESSION_DAYS * 24 * 3600);
    await accounts.createSession(sessionHash(config, id), account.id, SELLER_SESSION_DAYS);
    clearCookie(reply, config, SELLER_OTP_COOKIE);
    const me = await accounts.session(sessionHash(config, id));
    return { name: me!.name, company: me!.company };
  });

  app.post('/seller/sign-out', async (request, reply) => {
    const id = readSignedId(request, SELLER_SESSION_COOKIE);
    if (id) await accounts.endSession(sessionHash(config, id));
    clearCookie(reply, config, SELLER_SESSION_COOKIE);
    return { status: 'signed out' };
  });

  app.get('/seller/me', async (request) => {
    const { sellerId: _id, ...me } = await signedIn(request);
    return me;
  });

  app.get<{ Querystring: SellerLeadFilters }>('/seller/leads', { schema: { querystring: sellerLeadFiltersSchema } }, async (request) => {
    const me = await signedIn(request);
    const window = listingWindow(request.query);
    return { leads: await leads.list(me.company.id, request.query, window), limit: window.limit, offset: window.offset };
  });

  app.get<{ Querystring: SellerLeadFilters }>('/seller/leads.csv', { schema: { querystring: sellerLeadFiltersSchema } }, async (request, reply) => {
    const me = await signedIn(request);
    const window = listingWindow(request.query);
    const details = await leads.listDetails(me.company.id, request.query, { ...window, limit: Math.min(window.limit, CSV_MAX) });
    const csv = csvTable(
      ['lead_id', 'routed_at', 'status', 'service_type', 'state', 'buyer_name', 'buyer_mobile', 'buyer_email', 'message'],
      details.map((d) => [d.id, d.routed_at, d.status, d.service_type, d.state, d.buyer_name, `+${d.buyer_isd_code}${d.buyer_mobile}`, d.buyer_email, d.message]),
    );
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="leads.csv"').header('cache-control', 'no-store').send(csv);
  });

  app.get<{ Params: { id: string } }>('/seller/leads/:id', async (request) => {
    const { me, leadId } = await ownLead(request);
    const lead = await leads.find(me.company.id, leadId);
    if (!lead) throw new AppError(404, SELLER_MESSAGES.noLead);
    return lead;
  });

  app.post<{ Params: { id: string }; Body: { status: 'contacted' | 'not_relevant' } }>(
    '/seller/leads/:id/status',
    { schema: { body: leadStatusSchema } },
    async (request) => {
      const { me, leadId } = await ownLead(request);
      if (!(await leads.setStatus(me.company.id, leadId, request.body.status))) throw new AppError(404, SELLER_MESSAGES.noLead);
      return { id: leadId, status: request.body.status };
    },
  );

  app.get('/seller/preferences', async (request) => leads.preferences((await signedIn(request)).company.id));

  // The company is the session's: a body cannot name another one (the schema refuses unknown keys).
  app.post<{ Body: SellerPreferences }>('/seller/preferences', { schema: { body: sellerPreferencesSchema } }, async (request) => {
    const me = await signedIn(request);
    await leads.savePreferences(me.company.id, request.body);
    return leads.preferences(me.company.id);
  });
}
