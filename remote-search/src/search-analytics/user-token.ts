const STORAGE_KEY = 'pharmasetu.searchUserToken';
let inMemory: string | undefined;

const randomId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;

/**
 * The anonymous Insights user token: a random id kept in localStorage so a visitor's searches and
 * clicks share it across pages and sites' visits (kept in memory when storage is unavailable).
 */
export function searchUserToken(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored && /^[\w=/+\-.:@]{1,129}$/.test(stored)) return stored;
    const token = `anonymous-${randomId()}`;
    window.localStorage.setItem(STORAGE_KEY, token);
    return token;
  } catch {
    return (inMemory ??= `anonymous-${randomId()}`);
  }
}
