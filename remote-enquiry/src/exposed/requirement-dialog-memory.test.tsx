import { emit } from '@pharmasetu/shared-contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settings } from '../test-support/card-driver';
import { ENQUIRY_ID, installFakeApi, type FakeApi } from '../test-support/fake-api';
import { renderWithTheme } from '../test-support/render-with-theme';
import RequirementDialog from './requirement-dialog';

/** The requirement card keeps its progress when closed, reloaded or killed, until success or a new requirement. */
let api: FakeApi;
const user = userEvent.setup({ delay: null });
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  api = installFakeApi();
});

const title = () => within(screen.getByRole('dialog')).getByRole('heading', { level: 2 });
const atStep = (text: string) => waitFor(() => expect(title()).toHaveTextContent(text));
const open = (detail: Parameters<typeof emit<'enquiry:open-requirement'>>[1] = { section: 'navbar' }) =>
  act(() => emit('enquiry:open-requirement', detail));
const next = () => user.click(screen.getByRole('button', { name: /^(next|submit)$/i }));
const newPosts = () => api.posts.filter((p) => p.path === '/enquiry/new');
const saved = () =>
  Object.keys(sessionStorage)
    .map((k) => sessionStorage.getItem(k))
    .join('');

async function toContact() {
  open();
  await user.click(await screen.findByRole('radio', { name: 'PCD Pharma Franchise' }));
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'I need paracetamol tablets');
  await next();
  await atStep('Contact & Business Information');
}

describe('the requirement dialog keeps the card where the buyer left it', () => {
  it('closed by the backdrop, the × or Escape and reopened: same step, same fields, no second enquiry', async () => {
    renderWithTheme(<RequirementDialog settings={settings} />);
    await toContact();
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open();
    await atStep('Contact & Business Information');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ravi Kumar');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open();
    await atStep('Contact & Business Information');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    open();
    await atStep('Contact & Business Information');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ravi@example.com');
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'moh');
    await user.click(await screen.findByRole('option', { name: 'Mohali, Punjab, India' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Have GST Number?' })).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Have Drug License?' })).getByRole('radio', { name: 'No' }),
    );
    await next();
    await atStep('Specific Requirement');
    expect(newPosts()).toHaveLength(1);
    expect(api.posts[1]).toMatchObject({
      path: '/enquiry/update',
      body: { enquiry_id: ENQUIRY_ID, name: 'Ravi Kumar' },
    });
  });

  it('after a reload (the dialog mounted afresh) the card comes back at its step, with its enquiry; never the OTP', async () => {
    const first = renderWithTheme(<RequirementDialog settings={settings} />);
    await toContact();
    first.unmount();
    renderWithTheme(<RequirementDialog settings={settings} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    open();
    await atStep('Contact & Business Information');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ravi Kumar');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ravi@example.com');
    await user.type(screen.getByRole('combobox', { name: 'City' }), 'moh');
    await user.click(await screen.findByRole('option', { name: 'Mohali, Punjab, India' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Have GST Number?' })).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Have Drug License?' })).getByRole('radio', { name: 'No' }),
    );
    await next();
    await atStep('Specific Requirement');
    await user.click(screen.getByRole('checkbox', { name: 'Tablets' }));
    await user.type(screen.getByRole('combobox', { name: 'Area of operation' }), 'pun');
    await user.click(await screen.findByRole('option', { name: 'Pune, Maharashtra, India' }));
    await next();
    await atStep('OTP Verification');
    await user.type(screen.getByRole('textbox', { name: 'Enter OTP' }), '482913');
    expect(saved()).not.toContain('482913');
    await next();
    await atStep('Successful Submission');
    expect(newPosts()).toHaveLength(1);
    expect(api.posts.filter((p) => p.path === '/enquiry/update').map((p) => p.body.enquiry_id)).toEqual([
      ENQUIRY_ID,
      ENQUIRY_ID,
      ENQUIRY_ID,
    ]);
    expect(sessionStorage).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    open();
    await atStep('Post your Requirement');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
  });

  it("'Start a new requirement' forgets the saved card and starts at post requirement; only then a second enquiry is posted", async () => {
    renderWithTheme(<RequirementDialog settings={settings} />);
    await toContact();
    expect(sessionStorage).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Start a new requirement' }));
    await atStep('Post your Requirement');
    expect(screen.getByRole('radio', { name: 'PCD Pharma Franchise' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Start a new requirement' })).not.toBeInTheDocument();
    expect(sessionStorage).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await toContact();
    expect(newPosts()).toHaveLength(2);
  });

  it('a card for another company listing is another card; the first one is still kept', async () => {
    renderWithTheme(<RequirementDialog settings={settings} />);
    await toContact();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    open({ section: 'search page', listingSlug: 'acme-pharma' });
    await atStep('Post your Requirement');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    open();
    await atStep('Contact & Business Information');
  });
});
