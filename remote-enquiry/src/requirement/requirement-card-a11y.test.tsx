import { screen } from '@testing-library/react';
import { renderCard } from '../test-support/card-driver';

/** The card as a screen reader and a keyboard meet it: named fields, errors as alerts that take the visitor to
 * their field, the focus on each new step's first field (its title when it has none). */
describe('the requirement card with a screen reader in mind', () => {
  const unnamed = () =>
    Array.from(document.querySelectorAll<HTMLElement>('input, select, textarea, button')).filter((el) => {
      const name = el.getAttribute('aria-label') ?? el.closest('label')?.textContent ?? el.textContent ?? '';
      return name.trim() === '';
    });

  it('every control of every step has a name; an error is an alert and focuses its field; each new step focuses its first field', async () => {
    const d = renderCard();
    await screen.findByRole('option', { name: 'Within a month' });
    expect(unnamed()).toEqual([]);
    await d.next();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select the service you are looking for');
    expect(screen.getByRole('radio', { name: 'PCD Pharma Franchise' })).toHaveFocus();
    await d.fillPostRequirement({ service: '3rd Party Manufacturing' });
    await d.next();
    await d.atStep('Contact & Business Information');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(unnamed()).toEqual([]);
    await d.next();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name');
    // Filled but for the city: the error takes the focus to the city, further down the step.
    await d.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ravi Kumar');
    await d.user.type(screen.getByRole('textbox', { name: 'Email' }), 'ravi@example.com');
    await d.next();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your address');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveFocus();
    await d.user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await d.user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await d.fillContact();
    await d.next();
    await d.atStep('Specific Requirement');
    expect(screen.getAllByRole('checkbox')[0]).toHaveFocus();
    expect(unnamed()).toEqual([]);
    await d.user.type(screen.getByRole('textbox', { name: 'Order quantity' }), '20 units');
    await d.next();
    await d.atStep('OTP Verification');
    expect(screen.getByRole('textbox', { name: 'Enter OTP' })).toHaveFocus();
    expect(unnamed()).toEqual([]);
    await d.next();
    expect(screen.getByRole('alert')).toHaveTextContent('Please Enter OTP');
    await d.user.type(screen.getByRole('textbox', { name: 'Enter OTP' }), '123456');
    await d.next();
    await d.atStep('Successful Submission');
    expect(d.title()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Your enquiry has been posted successfully.');
  });
});
