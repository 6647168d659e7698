import { theme, type SellerListing as Listing } from '@pharmasetu/shared-contracts';
import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { installFakeSellerApi } from '../test-support/fake-seller-api';
import { SellerListing } from './seller-listing';

const listing: Listing = {
  company: { name: 'Punjab Remedies', slug: 'punjab-remedies', listed: true },
  profile: {
    description: 'PCD company',
    established: 2009,
    address_line: 'Plot 12',
    address_city: { city: 'Mohali', state: 'Punjab' },
    contact_person: 'Harpreet Singh',
    gst_number: '',
    drug_licence: '',
    certifications: [],
    service_types: ['PCD Pharma Franchise'],
    categories: ['Gynaecology'],
    served_states: [],
    served_cities: [],
  },
  products: [
    {
      id: 7,
      name: 'Paracip 650',
      composition: 'Paracetamol IP 650 mg',
      pack: '10x10 Tablets',
      form: 'Tablets',
      strength: '650 mg',
      molecules: ['Paracetamol'],
    },
  ],
};
const cities = [
  { name: 'Mohali', state: 'Punjab', country_name: 'India' },
  { name: 'Ludhiana', state: 'Punjab', country_name: 'India' },
  { name: 'Chandigarh', state: 'Chandigarh', country_name: 'India' },
];

const show = () =>
  render(
    <ThemeProvider theme={theme}>
      <SellerListing apiBase="http://localhost:4001" companySite="http://localhost:3200" />
    </ThemeProvider>,
  );

describe('My listing', () => {
  it('checks the profile in the browser: a bad GSTIN and markup show next to their fields and nothing is sent', async () => {
    const api = installFakeSellerApi({
      'GET /seller/listing': () => ({ status: 200, body: listing }),
      'GET /api/cities2': () => ({ status: 200, body: cities }),
      'GET /seller/listing/history': () => ({ status: 200, body: { entries: [] } }),
    });
    show();
    fireEvent.change(await screen.findByLabelText('GST number (15 characters)'), {
      target: { value: '27AAPFU0939F1ZW' },
    });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Best <b>PCD</b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Please enter a valid GST number')).toBeInTheDocument();
    expect(screen.getByLabelText('GST number (15 characters)')).toHaveAccessibleDescription(
      'Please enter a valid GST number',
    );
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      'Please keep the description to 2000 characters of plain text',
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('saves the profile with a city served picked from the list, as the api receives it', async () => {
    const api = installFakeSellerApi({
      'GET /seller/listing': () => ({ status: 200, body: listing }),
      'GET /api/cities2': () => ({ status: 200, body: cities }),
      'GET /seller/listing/history': () => ({ status: 200, body: { entries: [] } }),
      'PUT /seller/listing': ({ body }) => ({ status: 200, body: { ...listing, profile: body } }),
    });
    show();
    const served = await screen.findByRole('group', { name: 'Add a city served' });
    await waitFor(() => expect(within(served).getAllByRole('option').length).toBeGreaterThan(1));
    fireEvent.change(within(served).getByLabelText('State'), { target: { value: 'Chandigarh' } });
    fireEvent.change(within(served).getByLabelText('City'), { target: { value: 'Chandigarh' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add city' }));
    fireEvent.change(screen.getByLabelText('GST number (15 characters)'), { target: { value: '27aapfu0939f1zv' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      gst_number: '27AAPFU0939F1ZV',
      served_cities: [{ city: 'Chandigarh', state: 'Chandigarh' }],
      address_city: { city: 'Mohali', state: 'Punjab' },
    });
  });

  it('adds a product with molecules picked from the list; a product without molecules is stopped in the browser', async () => {
    const api = installFakeSellerApi({
      'GET /seller/listing': () => ({ status: 200, body: listing }),
      'GET /api/cities2': () => ({ status: 200, body: cities }),
      'GET /seller/listing/history': () => ({ status: 200, body: { entries: [] } }),
      'GET /web/fetch-molecule': ({ url }) => ({
        status: 200,
        body: url.searchParams.get('name') === 'ibu' ? [{ name: 'Ibuprofen' }] : [{ name: 'Paracetamol' }],
      }),
      'POST /seller/listing/products': ({ body }) => ({
        status: 201,
        body: { ...listing, products: [...listing.products, { ...(body as object), id: 8 }] },
      }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
    const form = screen.getByRole('form', { name: 'Save new product' });
    fireEvent.change(within(form).getByLabelText('Product name'), { target: { value: 'Ibucip Plus' } });
    fireEvent.change(within(form).getByLabelText('Composition'), {
      target: { value: 'Ibuprofen 400 mg + Paracetamol 325 mg' },
    });
    fireEvent.change(within(form).getByLabelText('Pack'), { target: { value: '10x10 Tablets' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save new product' }));
    expect(await within(form).findByText('Please choose between 1 and 10 molecules from the list')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Find a molecule'), { target: { value: 'ibu' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Add Ibuprofen' }));
    fireEvent.change(within(form).getByLabelText('Find a molecule'), { target: { value: 'para' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Add Paracetamol' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save new product' }));
    expect(await screen.findByText('Ibucip Plus')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Ibucip Plus',
      composition: 'Ibuprofen 400 mg + Paracetamol 325 mg',
      pack: '10x10 Tablets',
      form: 'Tablets',
      strength: '',
      molecules: ['Ibuprofen', 'Paracetamol'],
    });
  });

  it("shows the api's refusal of a removal and keeps the product", async () => {
    installFakeSellerApi({
      'GET /seller/listing': () => ({ status: 200, body: listing }),
      'GET /api/cities2': () => ({ status: 200, body: cities }),
      'GET /seller/listing/history': () => ({ status: 200, body: { entries: [] } }),
      'DELETE /seller/listing/products/7': () => ({
        status: 429,
        body: { error: 'Too many changes to your listing. Please try again later.' },
      }),
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Paracip 650' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many changes to your listing.');
    expect(screen.getByText('Paracip 650')).toBeInTheDocument();
  });
});
