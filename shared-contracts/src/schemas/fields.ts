import { z } from 'zod';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../constants';
import { isPlainText } from './plain-text';

/** Small field builders shared by the schemas (limits keep stored rows sane; control characters and lone surrogates are refused). */
export const text = (message: string, max = 500) =>
  z.string({ error: message }).max(max, { error: message }).refine(isPlainText, { error: message });
export const optionalText = (message: string, max = 500) =>
  z
    .union([z.string().max(max, { error: message }).refine(isPlainText, { error: message }), z.null()], {
      error: message,
    })
    .optional()
    .transform((v) => (v ?? '').trim() || undefined);

/**
 * One title of a const-data list (spec §3), or nothing. Anything else is refused with `message`: a choice field never
 * carries free text, which PharmaSetu would otherwise send to sellers as if it were one of its options.
 */
export const optionalChoiceOf = (options: readonly string[], message: string) =>
  optionalText(message, 100).refine((v) => v === undefined || options.includes(v), { error: message });

/** Several titles of a const-data list (at most 50), or nothing; the caller checks membership (it may depend on the service). */
export const choiceList = (message: string) =>
  z
    .array(z.string({ error: message }).trim().min(1, { error: message }).max(100, { error: message }), {
      error: message,
    })
    .max(50, { error: message })
    .optional();

export const optionalSlug = (message: string) =>
  z
    .union(
      [
        z.string().max(SLUG_MAX_LENGTH, { error: message }).regex(SLUG_PATTERN, { error: message }),
        z.literal(''),
        z.null(),
      ],
      { error: message },
    )
    .optional()
    .transform((v) => v || undefined);

/** An enquiry's public id: a random UUID (v4) the api gave in its answer; serial ids never reach the browser. */
const ENQUIRY_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const enquiryId = z
  .string({ error: 'Invalid enquiry' })
  .max(36, { error: 'Invalid enquiry' })
  .transform((v) => v.toLowerCase())
  .refine((v) => ENQUIRY_ID_PATTERN.test(v), { error: 'Invalid enquiry' });

/**
 * "City, State, Country" as the city suggestions show it: what a picked suggestion looks like. A state may
 * itself hold commas ('London, City of'), so the middle is one or more comma-separated parts.
 */
export const PICKED_PLACE = /^[^,]{1,100}, [^,]{1,100}(?:, [^,]{1,100})*, [^,]{1,100}$/;

/** 0/1/2 sent as a number or as the radio's string value; anything else is undefined. */
export function toChoice(value: unknown, allowed: readonly number[]): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return allowed.includes(n) ? n : undefined;
}

/** Inside a schema's transform: records a custom issue with the spec's message and stops the parse. */
export const failWith =
  (ctx: { addIssue: (issue: { code: 'custom'; message: string; path?: string[] }) => void }) =>
  /** `field`: the field the message is about (the zod issue's path), so a form can take the visitor to it. */
  (message: string, field?: string): never => {
    ctx.addIssue({ code: 'custom', message, ...(field ? { path: [field] } : {}) });
    return z.NEVER;
  };
