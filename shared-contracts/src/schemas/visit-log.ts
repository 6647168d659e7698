import { z } from 'zod';
import { URL_TYPES } from '../constants';

const text = z
  .union([z.string().max(2048, { error: 'Invalid log record' }), z.null()], { error: 'Invalid log record' })
  .optional()
  .transform((v) => (v ?? '').trim());

/** Spec §3 log record: location, url, url_type (defaults to the website type). */
export const visitLogSchema = z.object(
  {
    location: text,
    url: text,
    url_type: z.enum(URL_TYPES, { error: 'Invalid url_type' }).default('website'),
  },
  { error: 'Request body must be a JSON object' },
);

export type VisitLogInput = z.input<typeof visitLogSchema>;
export type VisitLogRecord = z.output<typeof visitLogSchema>;

/** Spec §7: a record is skipped when both location and url are empty. */
export const isEmptyVisitLog = (r: { location?: string | null; url?: string | null }) =>
  !(r.location ?? '').trim() && !(r.url ?? '').trim();
