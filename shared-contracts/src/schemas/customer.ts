import { z } from 'zod';
import { CONST_DATA } from '../const-data';
import { NAME_MIN_LENGTH } from '../constants';
import { isValidEmail } from '../email';
import { enquiryId, failWith, optionalChoiceOf, optionalSlug, optionalText, PICKED_PLACE, toChoice } from './fields';

export const CUSTOMER_MESSAGES = {
  name: 'Please enter your name',
  /** Spec §9: a name has at least 3 characters; worded like the step's other messages. */
  nameShort: 'Please enter a valid name',
  email: 'Please enter a valid email',
  addressPicked: 'Please choose correct address',
  address: 'Please enter your address',
  gst: 'Please select gst',
  drugLicense: 'Please select drug license',
  experience: 'Please choose your experience from the list',
  profession: 'Please choose your profession from the list',
} as const;

const M = CUSTOMER_MESSAGES;
const CHOICES = [0, 1, 2] as const; // No=0, Yes=1, Applied=2

/**
 * Spec §3 customer payload (step 1), checked in the §5 order. The address must be a picked city suggestion,
 * shown as "name, state, country" (the api also checks it names a known city).
 */
export const customerSchema = z
  .object(
    {
      name: z.string({ error: M.name }).max(100, { error: M.name }),
      email: z.string({ error: M.email }),
      address: z.string({ error: M.address }).max(320, { error: M.addressPicked }),
      gst_number: z.unknown(),
      drug_license: z.unknown(),
      firm_name: optionalText('Invalid firm name', 200),
      experience: optionalChoiceOf(CONST_DATA.experience, M.experience),
      profession: optionalChoiceOf(CONST_DATA.profession, M.profession),
      listing_slug: optionalSlug('Invalid listing'),
      enquiry_id: enquiryId,
    },
    { error: 'Request body must be a JSON object' },
  )
  .transform((v, ctx) => {
    const fail = failWith(ctx);
    const name = v.name.trim();
    const email = v.email.trim();
    const address = v.address.trim();
    if (name === '') return fail(M.name, 'name');
    if (name.length < NAME_MIN_LENGTH) return fail(M.nameShort, 'name');
    if (!isValidEmail(email)) return fail(M.email, 'email');
    if (address !== '' && !PICKED_PLACE.test(address)) return fail(M.addressPicked, 'address');
    if (address === '') return fail(M.address, 'address');
    const gst = toChoice(v.gst_number, CHOICES);
    if (gst === undefined) return fail(M.gst, 'gst_number');
    const drug = toChoice(v.drug_license, CHOICES);
    if (drug === undefined) return fail(M.drugLicense, 'drug_license');
    return { ...v, name, email: email.toLowerCase(), address, gst_number: gst, drug_license: drug };
  });

export type CustomerInput = z.input<typeof customerSchema>;
export type CustomerPayload = z.output<typeof customerSchema>;

/** The keys that tell a step-1 customer payload from a step-2 additional one on /enquiry/update. */
export const CUSTOMER_KEYS = ['name', 'email', 'address', 'gst_number', 'drug_license'] as const;
