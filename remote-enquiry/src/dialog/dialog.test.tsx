import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../test-support/render-with-theme';
import { Dialog } from './dialog';

function Harness({ initiallyShown = true }: { initiallyShown?: boolean }) {
  const [show, setShow] = useState(initiallyShown);
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
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.querySelector('.dialog-panel')).toHaveStyle({ zIndex: '30', background: '#fff' });
    expect(screen.getByTestId('dialog-backdrop')).toHaveStyle({ opacity: '0.95', zIndex: '20', background: '#fff' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveStyle({ color: '#d32f2f' });
  });

  it.each([
    ['the backdrop', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('dialog-backdrop'))],
    [
      'the close icon',
      (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('closes on %s', async (_how, act) => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await act(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // That Tab never reaches the page behind is the browser's part of a modal <dialog> (jsdom has no inert
  // page): e2e/dialog-focus.spec.ts checks it in Chromium.
  it('takes the focus when it opens and gives it back to the opener when it closes', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness initiallyShown={false} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Post your Requirement' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
