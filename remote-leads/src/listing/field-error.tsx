/** A field's message, read out with the field (its id is the field's aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span id={id} role="alert" css={{ color: '#b42318', fontSize: 14 }}>
      {message}
    </span>
  );
}
