import { screen, waitFor } from '@testing-library/react';
import { renderCard } from '../test-support/card-driver';

async function atContact() {
  const driver = renderCard();
  await driver.fillPostRequirement();
  await driver.next();
  await driver.atStep('Contact & Business Information');
  return driver;
}

describe('the contact step: Contact & Business Information', () => {
  it('is reached when the posted enquiry says the customer data is not complete', async () => {
    const { api } = await atContact();
    expect(api.posts.map((p) => p.path)).toEqual(['/enquiry/new']);
    for (const name of ['Name', 'Email', 'Firm name'])
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Have GST Number?' })).toHaveTextContent('YesNoApplied');
    expect(await screen.findByRole('option', { name: '1 - 3 years' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Profession' })).toHaveTextContent('Pharmacist');
  });

  it('the city autocomplete lists "name, state, country" from 2 characters and picks by keyboard', async () => {
    const { user } = await atContact();
    const city = screen.getByRole('combobox', { name: 'City' });
    await user.type(city, 'p');
    expect(screen.queryByRole('option', { name: /Punjab/ })).not.toBeInTheDocument();
    await user.type(city, 'u');
    await waitFor(() => expect(screen.getAllByRole('option', { name: /, India$/ })).toHaveLength(3));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(city).toHaveValue('Ludhiana, Punjab, India');
    expect(city).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the §5 messages in order; a typed city that was not picked is refused', async () => {
    const { user, alert, next, pickCity, choice, api } = await atContact();
    await next();
    expect(alert()).toHaveTextContent('Please enter your name');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ravi Kumar');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ravi@');
    await next();
    expect(alert()).toHaveTextContent('Please enter a valid email');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'example.com');
    await next();
    expect(alert()).toHaveTextContent('Please enter your address');
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'Mohali, Punjab, India');
    await next();
    expect(alert()).toHaveTextContent('Please choose correct address');
    await user.clear(screen.getByRole('combobox', { name: 'City' }));
    await pickCity('City', 'moh', 'Mohali, Punjab, India');
    await next();
    expect(alert()).toHaveTextContent('Please select gst');
    await user.click(choice('Have GST Number?', 'No'));
    await next();
    expect(alert()).toHaveTextContent('Please select drug license');
    expect(api.posts).toHaveLength(1);
  });

  it('sends the customer payload (GST No=0, drug licence Applied=2) and moves to specific requirement', async () => {
    const { user, fillContact, next, atStep, api, choice } = await atContact();
    await fillContact();
    await user.click(choice('Have GST Number?', 'No'));
    await user.type(screen.getByRole('textbox', { name: 'Firm name' }), 'Ravi Pharma');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Profession' }), 'Doctor');
    await next();
    await atStep('Specific Requirement');
    expect(api.posts[1]).toMatchObject({
      path: '/enquiry/update',
      body: {
        enquiry_id: '0b9f3c52-41a4-4d2e-8f61-7c3a9e2d4b41',
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        address: 'Mohali, Punjab, India',
        gst_number: 0,
        drug_license: 2,
        firm_name: 'Ravi Pharma',
        profession: 'Doctor',
      },
    });
    expect(api.gets).toContain('/api/cities2?input=&code=IN');
    expect(localStorage.getItem('enquiry_cities_IN')).not.toBeNull();
  });

  it("refuses a 2-letter name with the step's message and sends nothing", async () => {
    const { user, alert, next, api } = await atContact();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ra');
    await next();
    expect(alert()).toHaveTextContent('Please enter a valid name');
    expect(api.posts).toHaveLength(1);
  });

  it('accepts a picked city whose state holds a comma (London, City of)', async () => {
    const driver = renderCard();
    await driver.fillPostRequirement({ country: 'GB', mobile: '7911123456' });
    await driver.next();
    await driver.atStep('Contact & Business Information');
    const { user, pickCity, choice, next, atStep, api } = driver;
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Oliver Smith');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'oliver@example.co.uk');
    await pickCity('City', 'lon', 'London, London, City of, United Kingdom');
    await user.click(choice('Have GST Number?', 'No'));
    await user.click(choice('Have Drug License?', 'No'));
    await next();
    await atStep('Specific Requirement');
    expect(api.posts[1]).toMatchObject({
      path: '/enquiry/update',
      body: { address: 'London, London, City of, United Kingdom' },
    });
  });

  it('on a company page the e-mail given at post requirement (non-India number) is already filled in at contact', async () => {
    const driver = renderCard({ listingSlug: 'acme-pharma' });
    await driver.fillPostRequirement({ country: 'AE', mobile: '501234567', email: 'buyer@example.ae' });
    await driver.next();
    await driver.atStep('Email OTP Verification');
    await driver.user.type(screen.getByRole('textbox', { name: 'Enter OTP' }), '123456');
    await driver.next();
    await driver.atStep('Contact & Business Information');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('buyer@example.ae');
  });
});
