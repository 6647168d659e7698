// The monolith has no remotes to retry.
export const retryOnce = () => ({ name: 'monolith-no-retry' });
