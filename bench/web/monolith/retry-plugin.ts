// The monolith has no remotes to retry.
export const RetryPlugin = (_options: unknown) => ({ name: 'monolith-no-retry' });
