import { HttpError } from '@pharmasetu/shared-contracts';

/** No answer, or the api's own failure (5xx): PharmaSetu is out of reach, which says nothing about the session. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof HttpError && (error.kind !== 'status' || (error.status ?? 0) >= 500);
}

/** The api cannot be reached: said plainly, with a retry, never a sign-in form that would not work either. */
export function Unreachable({ onRetry, busy = false }: { onRetry: () => void; busy?: boolean }) {
  return (
    <section role="alert" aria-label="PharmaSetu unreachable" css={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <h1>Can&rsquo;t reach PharmaSetu</h1>
      <p css={{ margin: 0 }}>
        We could not reach PharmaSetu just now. Your leads are safe. Check your internet connection, then try again.
      </p>
      <button type="button" onClick={onRetry} disabled={busy} css={{ justifySelf: 'start' }}>
        Try again
      </button>
    </section>
  );
}
