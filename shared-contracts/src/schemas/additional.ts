import { z } from 'zod';
import { CONST_DATA } from '../const-data';
import { INVESTMENT, ORDER_VALUE, SERVICE_TYPES, type ServiceType } from '../constants';
import { choiceList, enquiryId, failWith, optionalChoiceOf, optionalText, PICKED_PLACE, toChoice } from './fields';

export const ADDITIONAL_MESSAGES = {
  empty: 'Please enter a value to submit',
  area: 'Please enter area of operation',
  areaPicked: 'Please choose correct area',
  investment: 'Please select investment',
  orderValue: 'Please select order value',
  medicineType: 'Please choose medicine types from the list',
  serviceFor: 'Please choose the services from the list',
  sellingPurpose: 'Please choose a selling purpose from the list',
} as const;

const M = ADDITIONAL_MESSAGES;
/** The "in (multiple)" options of each service type; without one (no context), those of either. */
const SERVICE_FOR: Record<ServiceType, readonly string[]> = {
  'PCD Pharma Franchise': CONST_DATA.serviceForPCD,
  '3rd Party Manufacturing': CONST_DATA.serviceFor3rdPCD,
};
const serviceForOptions = (serviceType: ServiceType | undefined): readonly string[] =>
  serviceType ? SERVICE_FOR[serviceType] : [...CONST_DATA.serviceForPCD, ...CONST_DATA.serviceFor3rdPCD];
const within = (values: string[] | undefined, options: readonly string[]) =>
  !values || values.every((v) => options.includes(v));
const optionalChoice = z.union([z.number(), z.string(), z.null()]).optional();

/**
 * Spec §3 additional payload (step 2): enquiry_id plus any of the fields. `service_type` is context (the
 * browser's form, or the api from the stored enquiry): for PCD Pharma Franchise the area is required and picked.
 */
export const additionalSchema = z
  .object(
    {
      medicine_type: choiceList(M.medicineType),
      service_for: choiceList(M.serviceFor),
      selling_purpose: optionalChoiceOf(CONST_DATA.sellingPurpose, M.sellingPurpose),
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
    if (!within(v.medicine_type, CONST_DATA.medicineTypes)) return fail(M.medicineType);
    if (!within(v.service_for, serviceForOptions(v.service_type))) return fail(M.serviceFor);
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
