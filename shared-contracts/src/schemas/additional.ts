import { z } from 'zod';
import { INVESTMENT, ORDER_VALUE, SERVICE_TYPES } from '../constants';
import { enquiryId, failWith, optionalText, PICKED_PLACE, toChoice } from './fields';

export const ADDITIONAL_MESSAGES = {
  empty: 'Please enter a value to submit',
  area: 'Please enter area of operation',
  areaPicked: 'Please choose correct area',
  investment: 'Please select investment',
  orderValue: 'Please select order value',
} as const;

const M = ADDITIONAL_MESSAGES;
const list = (message: string) =>
  z
    .array(z.string({ error: message }).trim().min(1, { error: message }).max(100, { error: message }), {
      error: message,
    })
    .max(50, { error: message })
    .optional();
const optionalChoice = z.union([z.number(), z.string(), z.null()]).optional();

/**
 * Spec §3 additional payload (step 2): enquiry_id plus any of the fields. `service_type` is context (the
 * browser's form, or the api from the stored enquiry): for PCD Pharma Franchise the area is required and picked.
 */
export const additionalSchema = z
  .object(
    {
      medicine_type: list('Invalid medicine type'),
      service_for: list('Invalid service'),
      selling_purpose: optionalText('Invalid selling purpose', 100),
      investment: optionalChoice,
      pcd_area: optionalText(M.areaPicked, 320),
      quantity: optionalText('Invalid quantity', 100),
      order_value: optionalChoice,
      service_type: z.enum(SERVICE_TYPES).optional(),
      enquiry_id: enquiryId,
    },
    { error: 'Request body must be a JSON object' },
  )
  .transform((v, ctx) => {
    const fail = failWith(ctx);
    const given = (x: unknown) => x !== undefined && x !== null && x !== '' && !(Array.isArray(x) && x.length === 0);
    const filled = [
      v.medicine_type,
      v.service_for,
      v.selling_purpose,
      v.investment,
      v.pcd_area,
      v.quantity,
      v.order_value,
    ];
    if (!filled.some(given)) return fail(M.empty);
    if (v.service_type === 'PCD Pharma Franchise') {
      if (!v.pcd_area) return fail(M.area, 'pcd_area');
      if (!PICKED_PLACE.test(v.pcd_area)) return fail(M.areaPicked, 'pcd_area');
    }
    const investment = given(v.investment)
      ? toChoice(v.investment, [INVESTMENT.below50000, INVESTMENT.above50000])
      : undefined;
    if (given(v.investment) && investment === undefined) return fail(M.investment, 'investment');
    const orderValue = given(v.order_value)
      ? toChoice(v.order_value, [ORDER_VALUE.below100000, ORDER_VALUE.above100000])
      : undefined;
    if (given(v.order_value) && orderValue === undefined) return fail(M.orderValue, 'order_value');
    return {
      ...v,
      medicine_type: v.medicine_type?.length ? v.medicine_type : undefined,
      service_for: v.service_for?.length ? v.service_for : undefined,
      investment,
      order_value: orderValue,
    };
  });

export type AdditionalInput = z.input<typeof additionalSchema>;
export type AdditionalPayload = z.output<typeof additionalSchema>;
