import { createHttpClient } from '@pharmasetu/shared-contracts';
import { useMemo } from 'react';
import { ApiKeys } from './api-keys';
import { WebhookForm } from './webhook-form';

/** "API access": the seller's leads into its own CRM, pulled with a key or pushed to its webhook. */
export function ApiAccess({ apiBase }: { apiBase: string }) {
  const api = useMemo(() => createHttpClient(apiBase), [apiBase]);
  return (
    <div
      css={{
        display: 'grid',
        gap: 24,
        minWidth: 0,
        h2: { margin: 0, fontSize: 20 },
        input: { width: '100%', maxWidth: '100%', minWidth: 0, boxSizing: 'border-box' },
      }}
    >
      <ApiKeys api={api} apiBase={apiBase} />
      <WebhookForm api={api} />
    </div>
  );
}
