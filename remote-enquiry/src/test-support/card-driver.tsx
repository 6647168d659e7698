import { localSiteSettings, type EnquirySection } from '@pharmasetu/shared-contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequirementCard } from '../requirement/requirement-card';
import { installFakeApi, settingsFor } from './fake-api';
import { renderWithTheme } from './render-with-theme';

export const settings = settingsFor(localSiteSettings('main'));

// Whole flows typed key by key: generous limits, so a busy shared machine does not fail them.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

/** Renders the real card against the fake api, with helpers that fill each step as a visitor would. */
export function renderCard(
  props: { listingSlug?: string; productName?: string; section?: EnquirySection } = {},
  { user = userEvent.setup({ delay: null }), constDataFails = false } = {},
) {
  localStorage.clear();
  sessionStorage.clear();
  const api = installFakeApi();
  if (constDataFails) api.constData = { status: 500 };
  const view = renderWithTheme(<RequirementCard settings={settings} section={props.section ?? 'navbar'} {...props} />);
  const title = () => screen.getByRole('heading', { level: 2 });
  const alert = () => screen.getByRole('alert');

  async function fillPostRequirement({
    service = 'PCD Pharma Franchise',
    country,
    mobile = '9876543210',
    message = 'I need paracetamol tablets',
    email,
  }: { service?: string; country?: string; mobile?: string; message?: string; email?: string } = {}) {
    await user.click(await screen.findByRole('radio', { name: service }));
    if (country) await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), country);
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), mobile);
    if (email !== undefined) await user.type(screen.getByRole('textbox', { name: /email/i }), email);
    await user.clear(screen.getByRole('textbox', { name: 'Message' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), message);
  }

  async function pickCity(label: string, typed: string, option: string) {
    await user.type(screen.getByRole('combobox', { name: label }), typed);
    await user.click(await screen.findByRole('option', { name: option }));
  }

  async function fillContact() {
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ravi Kumar');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ravi@example.com');
    await pickCity('City', 'moh', 'Mohali, Punjab, India');
    await user.click(choice('Have GST Number?', 'Yes'));
    await user.click(choice('Have Drug License?', 'Applied'));
  }

  const choice = (legend: string, option: string) =>
    within(screen.getByRole('group', { name: legend })).getByRole('radio', { name: option });

  const next = () => user.click(screen.getByRole('button', { name: /^(next|submit)$/i }));
  const atStep = (text: string) => waitFor(() => expect(title()).toHaveTextContent(text));

  return { api, view, user, title, alert, fillPostRequirement, fillContact, pickCity, choice, next, atStep };
}
