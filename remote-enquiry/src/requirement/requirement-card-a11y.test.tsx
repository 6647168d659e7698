import { screen } from '@testing-library/react';
import { renderCard } from '../test-support/card-driver';

/** Issue 18: the card as a screen reader meets it: named fields, errors as alerts, the focus on each new step's title. */
describe('the requirement card with a screen reader in mind', () => {
  const unnamed = () =>
    Array.from(document.querySelectorAll<HTMLElement>('input, select, textarea, button')).filter((el) => {
      const name = el.getAttribute('aria-label') ?? el.closest('label')?.textContent ?? el.textContent ?? '';
      return name.trim() === '';
    });

  it('every control of every step has a name; errors are alerts; each new step title takes the focus', async () => {
    const d = renderCard();
    await screen.findByRole('option', { name: 'Within a month' });
    expect(unnamed()).toEqual([]);
    await d.next();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select the service you are looking for');
    await d.fillPostRequirement({ service: '3rd Party Manufacturing' });
    await d.next();
    await d.atStep('Contact & Business Information');
    expect(d.title()).toHaveFocus();
    expect(unnamed()).toEqual([]);
    await d.next();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name');
    await d.fillContact();
    await d.next();
    await d.atStep('Specific Requirement');
    expect(d.title()).toHaveFocus();
    expect(unnamed()).toEqual([]);
    await d.user.type(screen.getByRole('textbox', { name: 'Order quantity' }), '20 units');
    await d.next();
    await d.atStep('OTP Verification');
    expect(d.title()).toHaveFocus();
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
