import { emit } from '@pharmasetu/shared-contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settings } from '../test-support/card-driver';
import { installFakeApi } from '../test-support/fake-api';
import { renderWithTheme } from '../test-support/render-with-theme';
import RequirementCard from './requirement-card';
import RequirementDialog from './requirement-dialog';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  installFakeApi();
});

describe('exposed RequirementDialog', () => {
  it('opens on enquiry:open-requirement with the section, version and name, and the product in the message', async () => {
    renderWithTheme(<RequirementDialog settings={settings} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => emit('enquiry:open-requirement', { section: 'category page', productName: 'Paracetamol' }));
    const dialog = screen.getByRole('dialog', { name: 'Post your Requirement' });
    const tagged = dialog.querySelector('[data-section]')!;
    expect(tagged).toHaveAttribute('data-section', 'category page');
    expect(tagged).toHaveAttribute('data-remote', 'remote_enquiry');
    expect(tagged).toHaveAttribute('data-version', '0.0.0-test');
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('I am Interested in : Paracetamol');
    expect(screen.getByTestId('requirement-card-header')).toHaveStyle({ backgroundColor: 'rgb(21, 101, 192)' });
  });

  it('with a listing slug the card is addressed to the company: red header', async () => {
    renderWithTheme(<RequirementDialog settings={settings} />);
    act(() => emit('enquiry:open-requirement', { section: 'search page', listingSlug: 'acme-pharma' }));
    expect(await screen.findByTestId('requirement-card-header')).toHaveStyle({ backgroundColor: 'rgb(211, 47, 47)' });
  });

  it('captures utm_source from the landing URL', () => {
    window.history.replaceState(null, '', '/acme-pharma?utm_source=google');
    renderWithTheme(<RequirementDialog settings={settings} />);
    expect(localStorage.getItem('utm_source')).toBe('google');
    window.history.replaceState(null, '', '/');
  });

  it('closes from the close icon', async () => {
    const user = userEvent.setup();
    renderWithTheme(<RequirementDialog settings={settings} />);
    act(() => emit('enquiry:open-requirement', { section: 'navbar' }));
    await screen.findByRole('textbox', { name: 'Message' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('exposed RequirementCard (inline)', () => {
  it('renders the card in place, tagged with its section, red for a company listing', async () => {
    renderWithTheme(<RequirementCard settings={settings} section="home page" listingSlug="acme-pharma" />);
    const region = screen.getByRole('region', { name: 'Post your Requirement' });
    expect(region).toHaveAttribute('data-section', 'home page');
    expect(await screen.findByRole('heading', { name: 'Post your Requirement' })).toBeInTheDocument();
    expect(screen.getByTestId('requirement-card-header')).toHaveStyle({ backgroundColor: 'rgb(211, 47, 47)' });
  });
});
