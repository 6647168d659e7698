/**
 * India's states and union territories (as the city list names them) and those next to each: sharing a land border,
 * or, for the islands, the mainland states their goods come through (Andaman and Nicobar: Tamil Nadu and West Bengal;
 * Lakshadweep: Kerala). A requirement that no company in its own state matches is offered to these. Symmetric: a test
 * keeps it so.
 */
export const NEIGHBOUR_STATES: Readonly<Record<string, readonly string[]>> = {
  'Andaman and Nicobar Islands': ['Tamil Nadu', 'West Bengal'],
  'Andhra Pradesh': ['Chhattisgarh', 'Karnataka', 'Odisha', 'Puducherry', 'Tamil Nadu', 'Telangana'],
  'Arunachal Pradesh': ['Assam', 'Nagaland'],
  Assam: ['Arunachal Pradesh', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Tripura', 'West Bengal'],
  Bihar: ['Jharkhand', 'Uttar Pradesh', 'West Bengal'],
  Chandigarh: ['Haryana', 'Punjab'],
  Chhattisgarh: [
    'Andhra Pradesh',
    'Jharkhand',
    'Madhya Pradesh',
    'Maharashtra',
    'Odisha',
    'Telangana',
    'Uttar Pradesh',
  ],
  'Dadra and Nagar Haveli and Daman and Diu': ['Gujarat', 'Maharashtra'],
  Delhi: ['Haryana', 'Uttar Pradesh'],
  Goa: ['Karnataka', 'Maharashtra'],
  Gujarat: ['Dadra and Nagar Haveli and Daman and Diu', 'Madhya Pradesh', 'Maharashtra', 'Rajasthan'],
  Haryana: ['Chandigarh', 'Delhi', 'Himachal Pradesh', 'Punjab', 'Rajasthan', 'Uttar Pradesh', 'Uttarakhand'],
  'Himachal Pradesh': ['Haryana', 'Jammu and Kashmir', 'Ladakh', 'Punjab', 'Uttar Pradesh', 'Uttarakhand'],
  'Jammu and Kashmir': ['Himachal Pradesh', 'Ladakh', 'Punjab'],
  Jharkhand: ['Bihar', 'Chhattisgarh', 'Odisha', 'Uttar Pradesh', 'West Bengal'],
  Karnataka: ['Andhra Pradesh', 'Goa', 'Kerala', 'Maharashtra', 'Tamil Nadu', 'Telangana'],
  Kerala: ['Karnataka', 'Lakshadweep', 'Puducherry', 'Tamil Nadu'],
  Ladakh: ['Himachal Pradesh', 'Jammu and Kashmir'],
  Lakshadweep: ['Kerala'],
  'Madhya Pradesh': ['Chhattisgarh', 'Gujarat', 'Maharashtra', 'Rajasthan', 'Uttar Pradesh'],
  Maharashtra: [
    'Chhattisgarh',
    'Dadra and Nagar Haveli and Daman and Diu',
    'Goa',
    'Gujarat',
    'Karnataka',
    'Madhya Pradesh',
    'Telangana',
  ],
  Manipur: ['Assam', 'Mizoram', 'Nagaland'],
  Meghalaya: ['Assam'],
  Mizoram: ['Assam', 'Manipur', 'Tripura'],
  Nagaland: ['Arunachal Pradesh', 'Assam', 'Manipur'],
  Odisha: ['Andhra Pradesh', 'Chhattisgarh', 'Jharkhand', 'West Bengal'],
  Puducherry: ['Andhra Pradesh', 'Kerala', 'Tamil Nadu'],
  Punjab: ['Chandigarh', 'Haryana', 'Himachal Pradesh', 'Jammu and Kashmir', 'Rajasthan'],
  Rajasthan: ['Gujarat', 'Haryana', 'Madhya Pradesh', 'Punjab', 'Uttar Pradesh'],
  Sikkim: ['West Bengal'],
  'Tamil Nadu': ['Andaman and Nicobar Islands', 'Andhra Pradesh', 'Karnataka', 'Kerala', 'Puducherry'],
  Telangana: ['Andhra Pradesh', 'Chhattisgarh', 'Karnataka', 'Maharashtra'],
  Tripura: ['Assam', 'Mizoram'],
  'Uttar Pradesh': [
    'Bihar',
    'Chhattisgarh',
    'Delhi',
    'Haryana',
    'Himachal Pradesh',
    'Jharkhand',
    'Madhya Pradesh',
    'Rajasthan',
    'Uttarakhand',
  ],
  Uttarakhand: ['Haryana', 'Himachal Pradesh', 'Uttar Pradesh'],
  'West Bengal': ['Andaman and Nicobar Islands', 'Assam', 'Bihar', 'Jharkhand', 'Odisha', 'Sikkim'],
};

/** The states next to `state` (none for a place outside India or not in the list). */
export function neighbourStates(state: string | null): readonly string[] {
  return (state && Object.hasOwn(NEIGHBOUR_STATES, state) && NEIGHBOUR_STATES[state]) || [];
}
