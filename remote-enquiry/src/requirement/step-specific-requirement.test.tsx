import { screen } from '@testing-library/react';
import { renderCard } from '../test-support/card-driver';

/** A returning customer: post requirement goes straight to specific requirement. */
async function atSpecificRequirement(service = 'PCD Pharma Franchise') {
  const driver = renderCard();
  driver.api.reply('/enquiry/new', {
    status: 200,
    body: {
      customerDataComplete: true,
      customer_mobile: '9876543210',
      enquiry_id: '0b9f3c52-77a4-4d2e-8f61-7c3a9e2d4b77',
    },
  });
  await driver.fillPostRequirement({ service });
  await driver.next();
  await driver.atStep('Specific Requirement');
  return driver;
}

describe('the specific-requirement step: Specific Requirement', () => {
  it('a returning customer skips contact and the customer mobile is stored', async () => {
    await atSpecificRequirement();
    expect(localStorage.getItem('customer_mobile')).toBe('9876543210');
  });

  it('PCD Pharma Franchise: labelled multi-selects, selling purpose, investment and area of operation', async () => {
    await atSpecificRequirement();
    expect(screen.getByRole('group', { name: 'PCD Pharma Franchise of (multiple)' })).toHaveTextContent(
      'TabletsCapsulesInjections',
    );
    expect(screen.getByRole('group', { name: 'in (multiple)' })).toHaveTextContent('General RangeGynaecology');
    expect(screen.getByRole('combobox', { name: 'Selling Purpose' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Investment' })).toHaveTextContent('Below Rs 50,000Above Rs 50,000');
    expect(screen.getByRole('combobox', { name: 'Area of operation' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Order quantity' })).not.toBeInTheDocument();
  });

  it('PCD: the §5 messages, then the update with investment 49999 and a picked area', async () => {
    const { user, next, alert, pickCity, api } = await atSpecificRequirement();
    await next();
    expect(alert()).toHaveTextContent('Please enter a value to submit');
    await user.click(screen.getByRole('checkbox', { name: 'Tablets' }));
    await user.click(screen.getByRole('checkbox', { name: 'Injections' }));
    await next();
    expect(alert()).toHaveTextContent('Please enter area of operation');
    await user.type(screen.getByRole('combobox', { name: 'Area of operation' }), 'Pune');
    await next();
    expect(alert()).toHaveTextContent('Please choose correct area');
    await user.clear(screen.getByRole('combobox', { name: 'Area of operation' }));
    await pickCity('Area of operation', 'pun', 'Pune, Maharashtra, India');
    await user.click(screen.getByRole('radio', { name: 'Below Rs 50,000' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Selling Purpose' }), 'Retail counter sale');
    await next();
    await screen.findByRole('heading', { name: 'OTP Verification' });
    expect(api.posts.slice(1).map((p) => p.path)).toEqual(['/enquiry/update', '/enquiry/otp/generate']);
    expect(api.posts[1]!.body).toEqual({
      enquiry_id: '0b9f3c52-77a4-4d2e-8f61-7c3a9e2d4b77',
      medicine_type: ['Tablets', 'Injections'],
      selling_purpose: 'Retail counter sale',
      investment: 49999,
      pcd_area: 'Pune, Maharashtra, India',
    });
    expect(api.posts[2]!.body).toEqual({ mobile: '9876543210', country: 'IN', email_otp: false });
  });

  it('3rd Party Manufacturing: quantity and order value (100001), no area', async () => {
    const { user, next, api } = await atSpecificRequirement('3rd Party Manufacturing');
    expect(screen.getByRole('group', { name: '3rd Party Manufacturing of (multiple)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'in (multiple)' })).toHaveTextContent('Allopathic FormulationsHormones');
    expect(screen.queryByRole('combobox', { name: 'Area of operation' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Order quantity' })).toHaveAttribute(
      'placeholder',
      'for example 20 units',
    );
    await user.type(screen.getByRole('textbox', { name: 'Order quantity' }), '20 units');
    await user.click(screen.getByRole('radio', { name: 'Above Rs 1,00,000' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hormones' }));
    await next();
    await screen.findByRole('heading', { name: 'OTP Verification' });
    expect(api.posts[1]!.body).toEqual({
      enquiry_id: '0b9f3c52-77a4-4d2e-8f61-7c3a9e2d4b77',
      service_for: ['Hormones'],
      quantity: '20 units',
      order_value: 100001,
    });
  });

  it('an update failure stops with no message and no OTP request', async () => {
    const { user, next, api, alert, title } = await atSpecificRequirement('3rd Party Manufacturing');
    api.reply('/enquiry/update', { status: 500, body: { status: 500, message: 'unknown error' } });
    await user.type(screen.getByRole('textbox', { name: 'Order quantity' }), '20 units');
    await next();
    await screen.findByRole('button', { name: 'Submit' });
    expect(alert()).toBeEmptyDOMElement();
    expect(title()).toHaveTextContent('Specific Requirement');
    expect(api.posts.map((p) => p.path)).toEqual(['/enquiry/new', '/enquiry/update']);
  });
});
