import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { CLOSE_PATH, closeToken, readCloseToken } from '../seller-leads/close-link';
import { closeRequirement } from '../seller-leads/close-requirement';
import type { RouteDeps } from './context';

const CLOSE_LINK_INVALID = 'This link is not valid. Please use the link in your PharmaSetu message.';
const token = z.object(
  { r: z.string({ error: CLOSE_LINK_INVALID }).max(80, { error: CLOSE_LINK_INVALID }) },
  {
    error: CLOSE_LINK_INVALID,
  },
);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's only style (a phone-sized tap target for its button), allowed by its hash and nothing else. */
const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#17202b}main{max-width:36rem;margin:0 auto;padding:24px 16px}' +
  'h1{font-size:1.5rem;margin:0 0 12px}button{min-height:48px;padding:0 20px;font:inherit;font-weight:600;color:#fff;' +
  'background:#1f5fae;border:0;border-radius:5px}';
const CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** A small page, readable on any phone, without scripts; its one style block is allowed by its hash. */
function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', CSP)
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)} | PharmaSetu</title><style>${STYLE}</style></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');
const sellers = (n: number) => `${n} ${n === 1 ? 'seller has' : 'sellers have'}`;

/**
 * The buyer's close link (in their confirmation SMS or e-mail): GET shows what it does and a button (a link preview
 * or a scanner that follows it closes nothing); POST closes the requirement. The signed token is the authority (no
 * session, no CSRF token: a page elsewhere cannot make one up); a wrong or forged one is refused.
 */
export const requirementCloseRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, leadSettings }) => {
  const secret = leadSettings.linkSecret;
  // The page's form posts r=<token> (a form cannot send JSON).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(CLOSE_PATH, { schema: { querystring: token } }, async (request, reply) => {
    const publicId = readCloseToken(secret, request.query.r);
    if (!publicId) return page(reply, 404, 'Link not valid', `<p>${escapeHtml(CLOSE_LINK_INVALID)}</p>`);
    return page(
      reply,
      200,
      'Close your requirement',
      '<p>Closing it means no further seller receives your requirement. Sellers who have it already keep it.</p>' +
        `<form method="post" action="${CLOSE_PATH}"><input type="hidden" name="r" value="${escapeHtml(closeToken(secret, publicId))}">` +
        '<button type="submit">Close my requirement</button></form>',
    );
  });

  app.post(CLOSE_PATH, { schema: { body: token }, config: { csrf: false } }, async (request, reply) => {
    const publicId = readCloseToken(secret, request.body.r);
    const closed = publicId ? await closeRequirement(db, publicId) : null;
    if (!closed) {
      if (wantsHtml(request)) return page(reply, 404, 'Link not valid', `<p>${escapeHtml(CLOSE_LINK_INVALID)}</p>`);
      throw new AppError(404, CLOSE_LINK_INVALID);
    }
    if (wantsHtml(request))
      return page(
        reply,
        200,
        'Requirement closed',
        `<p>Your requirement for ${escapeHtml(closed.serviceType)} is closed: no further seller will receive it. ` +
          `${sellers(closed.sellers)} it already.</p>`,
      );
    return { status: 'closed', sellers: closed.sellers };
  });
};
