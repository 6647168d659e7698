import { Button, ErrorText } from '../form/form-styles';

/** The step's one error (spec §5: one at a time) and its submit button, busy while a request is in flight. */
export function StepActions({ error, busy, label }: { error: string | null; busy: boolean; label: string }) {
  return (
    <>
      <ErrorText role="alert">{error}</ErrorText>
      <Button type="submit" aria-disabled={busy}>
        {busy ? 'Please wait...' : label}
      </Button>
    </>
  );
}
