/**
 * A JSON-LD object as the text of a <script type="application/ld+json">: JSON in which nothing can close the
 * element or open another (`</script>`, `<!--`), since the browser ends a script at the first `</script`
 * whatever JSON thinks. `<`, `>` and `&` become \u escapes, as do U+2028/U+2029; JSON.parse reads it unchanged.
 */
export function jsonLdText(value: object): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
