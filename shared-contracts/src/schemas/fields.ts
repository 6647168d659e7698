import { z } from 'zod';

/** Small field builders shared by the schemas (limits keep stored rows sane). */
export const text = (message: string, max = 500) => z.string({ error: message }).max(max, { error: message });
export const optionalText = (message: string, max = 500) =>
  z.union([z.string().max(max, { error: message }), z.null()], { error: message }).optional().transform((v) => (v ?? '').trim() || undefined);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const optionalSlug = (message: string) =>
  z
    .union([z.string().max(200, { error: message }).regex(SLUG_PATTERN, { error: message }), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((v) => v || undefined);

export const enquiryId = z.number({ error: 'Invalid enquiry' }).int({ error: 'Invalid enquiry' }).positive({ error: 'Invalid enquiry' }).max(2 ** 31 - 1, { error: 'Invalid enquiry' });

/** "City, State, Country" as the city suggestions show it: what a picked suggestion looks like. */
export const PICKED_PLACE = /^[^,]{1,100}, [^,]{1,100}, [^,]{1,100}$/;

/** 0/1/2 sent as a number or as the radio's string value; anything else is undefined. */
export function toChoice(value: unknown, allowed: readonly number[]): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  if (typeof value === 'string' && !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return allowed.includes(n) ? n : undefined;
}

/** Inside a schema's transform: records a custom issue with the spec's message and stops the parse. */
export const failWith =
  (ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }) =>
  (message: string): never => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
