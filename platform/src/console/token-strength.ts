/** The least a production release-console token must have: its length, and its estimated entropy in bits. */
const STRONG_TOKEN = { minLength: 32, minBits: 128 } as const;

/**
 * Estimated entropy of a token in bits: its length times the Shannon entropy of its characters' frequencies.
 * A random base64url token of 32 characters scores about 150; a repeated, short or few-letter one scores far less.
 */
function tokenBits(token: string): number {
  const counts = new Map<string, number>();
  for (const c of token) counts.set(c, (counts.get(c) ?? 0) + 1);
  const length = [...token].length;
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / length) * Math.log2(n / length);
  return perChar * length;
}

/** Why a token is too weak for production, or undefined when it is strong enough. */
export function weakTokenReason(token: string): string | undefined {
  const length = [...token].length;
  if (length < STRONG_TOKEN.minLength)
    return `RELEASE_CONSOLE_TOKEN is ${length} characters: production needs at least ${STRONG_TOKEN.minLength} random ones (e.g. openssl rand -base64 32)`;
  const bits = Math.floor(tokenBits(token));
  if (bits < STRONG_TOKEN.minBits)
    return `RELEASE_CONSOLE_TOKEN is too predictable (about ${bits} bits): production needs at least ${STRONG_TOKEN.minBits} (e.g. openssl rand -base64 32)`;
  return undefined;
}
