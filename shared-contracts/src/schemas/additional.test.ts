import { additionalSchema } from './additional';
import { firstErrorMessage } from './first-error';

const ID = '5f0c2a8e-7d4b-4c1e-9a3f-2b6d8e1f4a70';

const errorOf = (body: unknown) => {
  const r = additionalSchema.safeParse(body);
  return r.success ? null : firstErrorMessage(r.error);
};

describe('additionalSchema (step 2)', () => {
  it('refuses an empty submission', () => {
    expect(errorOf({ enquiry_id: ID })).toBe('Please enter a value to submit');
    expect(errorOf({ enquiry_id: ID, medicine_type: [], quantity: '  ' })).toBe('Please enter a value to submit');
  });

  it('needs a picked area for PCD Pharma Franchise', () => {
    const pcd = { enquiry_id: ID, service_type: 'PCD Pharma Franchise', medicine_type: ['Tablets'] };
    expect(errorOf(pcd)).toBe('Please enter area of operation');
    expect(errorOf({ ...pcd, pcd_area: 'somewhere' })).toBe('Please choose correct area');
    expect(errorOf({ ...pcd, pcd_area: 'Pune, Maharashtra, India' })).toBeNull();
  });

  it('does not ask third-party manufacturing for an area', () => {
    expect(
      errorOf({ enquiry_id: ID, service_type: '3rd Party Manufacturing', quantity: '20 units', order_value: '100001' }),
    ).toBeNull();
  });

  it('accepts only the spec thresholds for investment and order value', () => {
    expect(additionalSchema.parse({ enquiry_id: ID, investment: '49999' }).investment).toBe(49999);
    expect(errorOf({ enquiry_id: ID, investment: 50000 })).toBe('Please select investment');
    expect(errorOf({ enquiry_id: ID, order_value: 1 })).toBe('Please select order value');
  });

  it('refuses lists of non-strings', () => {
    expect(errorOf({ enquiry_id: ID, medicine_type: [1, 2] })).toBe('Please choose medicine types from the list');
  });

  it("takes only const-data options: medicine types, the service's own 'in (multiple)' list, selling purpose", () => {
    const pcd = { enquiry_id: ID, service_type: 'PCD Pharma Franchise', pcd_area: 'Pune, Maharashtra, India' };
    expect(errorOf({ ...pcd, medicine_type: ['Tablets', 'Capsules'], service_for: ['Gynaecology'] })).toBeNull();
    expect(errorOf({ ...pcd, medicine_type: ['Tablets', 'Best tablets in town'] })).toBe(
      'Please choose medicine types from the list',
    );
    expect(errorOf({ ...pcd, service_for: ['Hormones'] })).toBe('Please choose the services from the list');
    expect(errorOf({ ...pcd, service_type: '3rd Party Manufacturing', service_for: ['Hormones'] })).toBeNull();
    expect(errorOf({ ...pcd, selling_purpose: 'Export' })).toBeNull();
    expect(errorOf({ ...pcd, selling_purpose: 'Export to anyone, call 98xxxx' })).toBe(
      'Please choose a selling purpose from the list',
    );
    // Without a service type (no context) either service's options pass; the api checks the stored one's.
    expect(errorOf({ enquiry_id: ID, service_for: ['Hormones', 'Gynaecology'] })).toBeNull();
    expect(errorOf({ enquiry_id: ID, service_for: ['Anything'] })).toBe('Please choose the services from the list');
  });
});
