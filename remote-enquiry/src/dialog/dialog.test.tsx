import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../test-support/render-with-theme';
import { Dialog } from './dialog';

function Harness() {
  const [show, setShow] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Open
      </button>
      <Dialog show={show} onClose={() => setShow(false)} label="Post your Requirement">
        <p>Body</p>
        <button type="button">Inside</button>
      </Dialog>
      <button type="button">Behind the dialog</button>
    </>
  );
}

describe('Dialog (spec §2)', () => {
  it('is a labelled modal above a white 95 % backdrop, layered 30 over 20', () => {
    renderWithTheme(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Post your Requirement' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveStyle({ zIndex: '30' });
    expect(screen.getByTestId('dialog-backdrop')).toHaveStyle({ opacity: '0.95', zIndex: '20', background: '#fff' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveStyle({ color: '#d32f2f' });
  });

  it.each([
    ['the backdrop', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('dialog-backdrop'))],
    ['the close icon', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('closes on %s', async (_how, act) => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await act(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps keyboard focus inside: Tab from the last control returns to the first, Shift+Tab the other way', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const close = screen.getByRole('button', { name: 'Close' });
    const inside = screen.getByRole('button', { name: 'Inside' });
    inside.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(inside).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Behind the dialog' })).not.toHaveFocus();
  });
});
