import { DEFAULT_COUNTRY, EMAIL_OTP_MOBILE_MIN_LENGTH, INTERESTED_IN_PREFIX } from '@pharmasetu/shared-contracts';

/** The values of each step's form, as typed (strings; the payload builders parse them). */
export interface Step0Form {
  service_type: string;
  country: string;
  mobile: string;
  email: string;
  message: string;
  required_when: string;
  call_time: string;
}

export interface Step1Form {
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

export interface Step2Form {
  medicine_type: string[];
  service_for: string[];
  selling_purpose: string;
  investment: string;
  pcd_area: string;
  pcdAreaPicked: boolean;
  quantity: string;
  order_value: string;
}

export type Step = 0 | 1 | 2 | 3 | 4;

export const interestedMessage = (product: string) => `${INTERESTED_IN_PREFIX}${product}`;

export const initialStep0 = (productName?: string): Step0Form => ({
  service_type: '',
  country: DEFAULT_COUNTRY,
  mobile: '',
  email: '',
  message: productName ? interestedMessage(productName) : '',
  required_when: '',
  call_time: '',
});

export const initialStep1: Step1Form = {
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

export const initialStep2: Step2Form = {
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
export function needsEmailOtp(form: Pick<Step0Form, 'country' | 'mobile'>, listingSlug: string | undefined): boolean {
  return Boolean(listingSlug) && form.country !== 'IN' && form.mobile.trim().length >= EMAIL_OTP_MOBILE_MIN_LENGTH;
}

/** Spec §2 step titles; step 3 says 'Email OTP Verification' when the code went by e-mail. */
export function stepTitle(step: Step, otpByEmail: boolean): string {
  switch (step) {
    case 0:
      return 'Post your Requirement';
    case 1:
      return 'Contact & Business Information';
    case 2:
      return 'Specific Requirement';
    case 3:
      return otpByEmail ? 'Email OTP Verification' : 'OTP Verification';
    case 4:
      return 'Successful Submission';
  }
}
