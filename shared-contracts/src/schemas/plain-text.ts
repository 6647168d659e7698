/**
 * Characters nobody types into a form: C0 and C1 control characters other than tab, line feed and carriage
 * return (NUL among them, which PostgreSQL refuses), and lone UTF-16 surrogates (not text at all: they
 * cannot be stored as UTF-8). A field holding one is refused with that field's own message.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const UNTYPABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

export const isPlainText = (value: string): boolean => !UNTYPABLE.test(value);

/** The path of the first string inside `value` (an object, array or string) that is not plain text. */
export function findUntypable(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | undefined {
  if (typeof value === 'string') return isPlainText(value) ? undefined : path;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && !isPlainText(key)) return [...path, key];
    const found = findUntypable(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
