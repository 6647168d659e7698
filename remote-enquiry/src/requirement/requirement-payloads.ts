import {
  additionalSchema,
  countryRule,
  customerSchema,
  firstErrorMessage,
  otpValidateSchema,
  enquirySchema,
  type AdditionalInput,
  type CustomerInput,
  type EnquiryPayload,
  type EnquirySource,
  type ServiceType,
} from '@pharmasetu/shared-contracts';
import {
  needsEmailOtp,
  type PostRequirementForm,
  type ContactForm,
  type SpecificRequirementForm,
} from './requirement-forms';

/** Where the card is: its company listing (if any), whether the visit came from a campaign, the site's source. */
export interface CardContext {
  listingSlug?: string;
  /** A campaign visit (utm_source captured): the enquiry is not addressed to the listing. */
  campaign: boolean;
  source: EnquirySource;
}

/** `field`: the payload field the error is about (the first issue's), when it is about one. */
export type Checked<T> = { ok: true; payload: T } | { ok: false; error: string; field?: string };

const failed = (error: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> }) => {
  const field = error.issues[0]?.path[0];
  return { ok: false as const, error: firstErrorMessage(error), ...(typeof field === 'string' ? { field } : {}) };
};

/** The listing_slug a post carries: the company's slug on its page, never for a campaign visit (spec §3). */
const postedListingSlug = (ctx: CardContext) => (ctx.listingSlug && !ctx.campaign ? ctx.listingSlug : undefined);

/**
 * Post requirement → the enquiry payload, checked with the shared schema in the spec §5 order. The schema asks for the e-mail on a company
 * page with a non-India mobile, so it is checked with the page's slug; the posted payload then carries the
 * slug only when it is not a campaign visit, and the e-mail only when the e-mail OTP needs it.
 */
export function enquiryPayload(form: PostRequirementForm, ctx: CardContext): Checked<EnquiryPayload> {
  const emailNeeded = needsEmailOtp(form, ctx.listingSlug);
  const r = enquirySchema.safeParse({
    service_type: form.service_type || undefined,
    mobile: form.mobile,
    country_code: form.country,
    isd_code: countryRule(form.country)?.country_code,
    message: form.message,
    email: emailNeeded ? form.email : undefined,
    source: ctx.source,
    required_when: form.required_when,
    call_time: form.call_time,
    listing_slug: ctx.listingSlug,
  });
  if (!r.success) return failed(r.error);
  return {
    ok: true,
    payload: { ...r.data, listing_slug: postedListingSlug(ctx), email: emailNeeded ? r.data.email : undefined },
  };
}

/**
 * Contact → the customer payload, with the shared schema. The address must be a picked suggestion: a typed one loses its commas
 * here so that the schema answers 'Please choose correct address' at its place in the §5 order.
 */
export function customerPayload(form: ContactForm, enquiryId: string, ctx: CardContext): Checked<CustomerInput> {
  const address = form.addressPicked ? form.address : form.address.replace(/,/g, ' ');
  const r = customerSchema.safeParse({
    enquiry_id: enquiryId,
    name: form.name,
    email: form.email,
    address,
    gst_number: form.gst_number,
    drug_license: form.drug_license,
    firm_name: form.firm_name,
    experience: form.experience,
    profession: form.profession,
    listing_slug: postedListingSlug(ctx),
  });
  return r.success ? { ok: true, payload: r.data } : failed(r.error);
}

export type AdditionalBody = Omit<AdditionalInput, 'service_type'>;

/** Specific requirement → the additional payload, with the shared schema: only the fields of the chosen service, PCD's area a picked city. */
export function additionalPayload(
  form: SpecificRequirementForm,
  enquiryId: string,
  serviceType: ServiceType,
): Checked<AdditionalBody> {
  const pcd = serviceType === 'PCD Pharma Franchise';
  const body: AdditionalBody = {
    enquiry_id: enquiryId,
    medicine_type: form.medicine_type,
    service_for: form.service_for,
    ...(pcd
      ? {
          selling_purpose: form.selling_purpose,
          investment: form.investment || undefined,
          pcd_area: form.pcdAreaPicked ? form.pcd_area : form.pcd_area.replace(/,/g, ' '),
        }
      : { quantity: form.quantity, order_value: form.order_value || undefined }),
  };
  const r = additionalSchema.safeParse({ ...body, service_type: serviceType });
  if (!r.success) return failed(r.error);
  const { service_type: _context, ...payload } = r.data;
  return { ok: true, payload };
}

/** The OTP: required ('Please Enter OTP'). */
export function otpPayload(otp: string): Checked<{ otp: string }> {
  const r = otpValidateSchema.safeParse({ otp });
  return r.success ? { ok: true, payload: r.data } : failed(r.error);
}
