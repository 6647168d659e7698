import { placeParts, requirementFields, type LeadRequirement } from './requirement-fields';

const none: LeadRequirement = {
  required_when: null,
  call_time: null,
  buyer_address: null,
  firm_name: null,
  gst_number: null,
  drug_license: null,
  experience: null,
  profession: null,
  medicine_types: [],
  categories: [],
  selling_purpose: null,
  investment: null,
  pcd_area: null,
  quantity: null,
  order_value: null,
  listing: null,
};

describe("a lead's requirement fields", () => {
  it('nothing given: nothing listed', () => {
    expect(requirementFields(none)).toEqual([]);
  });

  it('blank text is a skipped field; the choices read as the card labels them', () => {
    expect(
      requirementFields({
        ...none,
        firm_name: '  ',
        quantity: '',
        gst_number: 0,
        investment: 49999,
        order_value: 100001,
      }),
    ).toEqual([
      { key: 'gst_number', label: 'Have GST Number?', value: 'No' },
      { key: 'investment', label: 'Investment', value: 'Below Rs 50,000' },
      { key: 'order_value', label: 'Order Value', value: 'Above Rs 1,00,000' },
    ]);
  });

  it('a place abroad names its country; one in India does not; an unpicked place is shown as typed', () => {
    const fields = (buyer_address: string) =>
      requirementFields({ ...none, buyer_address }).map((f) => `${f.label}: ${f.value}`);
    expect(fields('Mohali, Punjab, India')).toEqual(['City: Mohali', 'State: Punjab']);
    expect(fields('London, London, City of, United Kingdom')).toEqual([
      'City: London',
      'State: London, City of',
      'Country: United Kingdom',
    ]);
    expect(fields('Mohali')).toEqual(['City: Mohali']);
    expect(placeParts('Mohali, Punjab')).toBeNull();
  });
});
