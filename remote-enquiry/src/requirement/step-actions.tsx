import { useEffect, useRef } from 'react';
import { Button, ErrorText } from '../form/form-styles';

/**
 * The step's one error (spec §5: one at a time) and its submit button, busy while a request is in flight. An
 * error about a field (`field`, the payload field: the control's name) takes the visitor to that field: scrolled
 * into view and focused, wherever it is on a long step; any other error is scrolled into view where it shows.
 */
export function StepActions({
  error,
  field,
  busy,
  label,
}: {
  error: string | null;
  field?: string;
  busy: boolean;
  label: string;
}) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!error) return;
    const form = alert.current?.closest('form');
    // A payload field's name is a plain identifier (the schemas' keys).
    const control = field && /^[a-z_]+$/.test(field) ? form?.querySelector<HTMLElement>(`[name="${field}"]`) : null;
    // scrollIntoView: absent where there is no layout (jsdom).
    if (control) {
      control.scrollIntoView?.({ block: 'center' });
      control.focus({ preventScroll: true });
    } else alert.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error, field]);
  return (
    <>
      <ErrorText ref={alert} role="alert">
        {error}
      </ErrorText>
      <Button type="submit" aria-disabled={busy}>
        {busy ? 'Please wait...' : label}
      </Button>
    </>
  );
}
