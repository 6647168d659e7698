// The monolith has no remote entries to register: every exposed module is in its own build.
export const registerEntries = (_composition: unknown, _entries: Record<string, string>) => undefined;
export const ensureRegistered = async (_name: string, _composition: unknown) => undefined;
