import { INVESTMENT, ORDER_VALUE, YES_NO_APPLIED } from '../constants';

/** The answers of the card's 0/1/2 and threshold choices as the card labels them (spec §2). */
export const YES_NO_APPLIED_LABELS: Record<number, string> = {
  [YES_NO_APPLIED.yes]: 'Yes',
  [YES_NO_APPLIED.no]: 'No',
  [YES_NO_APPLIED.applied]: 'Applied',
};
export const INVESTMENT_LABELS: Record<number, string> = {
  [INVESTMENT.below50000]: 'Below Rs 50,000',
  [INVESTMENT.above50000]: 'Above Rs 50,000',
};
export const ORDER_VALUE_LABELS: Record<number, string> = {
  [ORDER_VALUE.below100000]: 'Below Rs 1,00,000',
  [ORDER_VALUE.above100000]: 'Above Rs 1,00,000',
};

/** What the buyer said about the requirement in steps 0 to 2 (besides their name, mobile, e-mail and message). */
export interface LeadRequirement {
  required_when: string | null;
  call_time: string | null;
  /** The picked place of step 1, "City, State, Country". */
  buyer_address: string | null;
  firm_name: string | null;
  gst_number: number | null;
  drug_license: number | null;
  experience: string | null;
  profession: string | null;
  medicine_types: string[];
  categories: string[];
  selling_purpose: string | null;
  investment: number | null;
  pcd_area: string | null;
  quantity: string | null;
  order_value: number | null;
  /** The company page the requirement was posted on; null for the general flow. */
  listing: { name: string; slug: string } | null;
}

/**
 * The requirement's fields in the card's order, labelled as the card labels them (spec §2). The two multi-selects,
 * whose labels on the card are sentence fragments ("… of (multiple)", "in (multiple)"), are "Medicine types" and
 * "Categories" here.
 */
export const REQUIREMENT_LABELS = {
  required_when: 'Requirement Emergency',
  call_time: 'Call-Time Preference',
  city: 'City',
  state: 'State',
  country: 'Country',
  firm_name: 'Firm name',
  gst_number: 'Have GST Number?',
  drug_license: 'Have Drug License?',
  experience: 'Experience',
  profession: 'Profession',
  medicine_types: 'Medicine types',
  categories: 'Categories',
  selling_purpose: 'Selling Purpose',
  investment: 'Investment',
  pcd_area: 'Area of operation',
  quantity: 'Order quantity',
  order_value: 'Order Value',
  listing: 'Company page',
} as const;
export type RequirementFieldKey = keyof typeof REQUIREMENT_LABELS;

export interface RequirementField {
  key: RequirementFieldKey;
  label: string;
  value: string;
}

/** City, state and country of a picked place "City, State, Country" (a state may itself hold commas); null if it is not one. */
export function placeParts(label: string | null | undefined): { city: string; state: string; country: string } | null {
  const parts = (label ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 3) return null;
  return { city: parts[0]!, state: parts.slice(1, -1).join(', '), country: parts[parts.length - 1]! };
}

/**
 * Every field the buyer gave, as label and text; a field they skipped is left out (never an empty or "null" line).
 * Choices read as the card's option labels, not their codes. The country is given only when it is not India.
 */
export function requirementFields(r: LeadRequirement): RequirementField[] {
  const place = placeParts(r.buyer_address);
  const values: Record<RequirementFieldKey, string | null | undefined> = {
    required_when: r.required_when,
    call_time: r.call_time,
    city: place ? place.city : r.buyer_address,
    state: place?.state,
    country: place && place.country !== 'India' ? place.country : null,
    firm_name: r.firm_name,
    gst_number: r.gst_number === null ? null : YES_NO_APPLIED_LABELS[r.gst_number],
    drug_license: r.drug_license === null ? null : YES_NO_APPLIED_LABELS[r.drug_license],
    experience: r.experience,
    profession: r.profession,
    medicine_types: r.medicine_types.join(', '),
    categories: r.categories.join(', '),
    selling_purpose: r.selling_purpose,
    investment: r.investment === null ? null : INVESTMENT_LABELS[r.investment],
    pcd_area: r.pcd_area,
    quantity: r.quantity,
    order_value: r.order_value === null ? null : ORDER_VALUE_LABELS[r.order_value],
    listing: r.listing?.name,
  };
  return (Object.keys(REQUIREMENT_LABELS) as RequirementFieldKey[]).flatMap((key) => {
    const value = values[key]?.trim();
    return value ? [{ key, label: REQUIREMENT_LABELS[key], value }] : [];
  });
}
