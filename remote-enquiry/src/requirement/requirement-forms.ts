import { DEFAULT_COUNTRY, EMAIL_OTP_MOBILE_MIN_LENGTH, INTERESTED_IN_PREFIX } from '@pharmasetu/shared-contracts';

/** Each step's form values as typed (strings; the payload builders parse them). 'Post your Requirement'. */
export interface PostRequirementForm {
  service_type: string;
  country: string;
  mobile: string;
  email: string;
  message: string;
  required_when: string;
  call_time: string;
}

/** 'Contact & Business Information'. */
export interface ContactForm {
  name: string;
  email: string;
  /** The city field's text; `addressPicked` says it is a suggestion the visitor picked. */
  address: string;
  addressPicked: boolean;
  firm_name: string;
  gst_number: string;
  drug_license: string;
  experience: string;
  profession: string;
}

/** 'Specific Requirement': the fields of the chosen service. */
export interface SpecificRequirementForm {
  medicine_type: string[];
  service_for: string[];
  selling_purpose: string;
  investment: string;
  pcd_area: string;
  pcdAreaPicked: boolean;
  quantity: string;
  order_value: string;
}

/**
 * The card's five steps (spec §2, 'Step 0' to 'Step 4'), named after their titles. What each posts is named
 * after its shared schema and the spec §3 payload: post requirement → the enquiry (enquirySchema), contact →
 * the customer payload (customerSchema), specific requirement → the additional payload (additionalSchema).
 */
export type Step = 'postRequirement' | 'contact' | 'specificRequirement' | 'otp' | 'success';

export const interestedMessage = (product: string) => `${INTERESTED_IN_PREFIX}${product}`;

export const initialPostRequirementForm = (productName?: string): PostRequirementForm => ({
  service_type: '',
  country: DEFAULT_COUNTRY,
  mobile: '',
  email: '',
  message: productName ? interestedMessage(productName) : '',
  required_when: '',
  call_time: '',
});

export const initialContactForm: ContactForm = {
  name: '',
  email: '',
  address: '',
  addressPicked: false,
  firm_name: '',
  gst_number: '',
  drug_license: '',
  experience: '',
  profession: '',
};

export const initialSpecificRequirementForm: SpecificRequirementForm = {
  medicine_type: [],
  service_for: [],
  selling_purpose: '',
  investment: '',
  pcd_area: '',
  pcdAreaPicked: false,
  quantity: '',
  order_value: '',
};

/**
 * Spec §5: the email-OTP field shows only on a company page, for a non-India mobile, once the mobile is
 * longer than 5 characters.
 */
export function needsEmailOtp(
  form: Pick<PostRequirementForm, 'country' | 'mobile'>,
  listingSlug: string | undefined,
): boolean {
  return Boolean(listingSlug) && form.country !== 'IN' && form.mobile.trim().length >= EMAIL_OTP_MOBILE_MIN_LENGTH;
}

/** Spec §2 step titles; the OTP step says 'Email OTP Verification' when the code went by e-mail. */
export function stepTitle(step: Step, otpByEmail: boolean): string {
  switch (step) {
    case 'postRequirement':
      return 'Post your Requirement';
    case 'contact':
      return 'Contact & Business Information';
    case 'specificRequirement':
      return 'Specific Requirement';
    case 'otp':
      return otpByEmail ? 'Email OTP Verification' : 'OTP Verification';
    case 'success':
      return 'Successful Submission';
  }
}
