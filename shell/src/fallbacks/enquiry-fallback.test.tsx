import { ThemeProvider } from '@emotion/react';
import { emit, localSiteSettings, theme } from '@pharmasetu/shared-contracts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryFallback } from './enquiry-fallback';

const settings = localSiteSettings('main');

function renderFallback() {
  render(
    <ThemeProvider theme={theme}>
      <button type="button">Post your requirement</button>
      <EnquiryFallback settings={settings} event="enquiry:open-requirement" initiallyOpen={false} />
    </ThemeProvider>,
  );
  return screen.getByRole('button', { name: 'Post your requirement' });
}

async function open(user: ReturnType<typeof userEvent.setup>, opener: HTMLElement) {
  await user.click(opener);
  act(() => emit('enquiry:open-requirement', { section: 'navbar' }));
  return screen.getByRole('dialog', { name: 'Talk to us' });
}

describe('EnquiryFallback: the enquiry remote is unreachable', () => {
  it('opens on the event as a modal dialog with the numbers to call and the contact page', async () => {
    const user = userEvent.setup();
    const dialog = await open(user, renderFallback());
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent(
      'Our enquiry form is unavailable right now. Call us and we will note your requirement:',
    );
    expect(within(dialog).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(dialog).getByRole('link', { name: '+91 172 466 0011' })).toHaveAttribute('href', 'tel:+911724660011');
    expect(within(dialog).getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      'http://localhost:3000/pages/contact-us',
    );
  });

  it.each([
    ['Close', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('takes the focus, and %s closes it and gives the focus back to the opener', async (_how, close) => {
    const user = userEvent.setup();
    const opener = renderFallback();
    const dialog = await open(user, opener);
    expect(dialog).toHaveFocus();
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
