import {
  createApiKey,
  fetchApiKeys,
  revokeApiKey,
  type ApiKeyCreated,
  type ApiKeySummary,
  type WritingHttpClient,
} from '@pharmasetu/shared-contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { errorText } from '../use-api';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-IN') : 'never');

/** The company's API keys: a new one is shown in full once; the list names them by their first characters. */
export function ApiKeys({ api, apiBase }: { api: WritingHttpClient; apiBase: string }) {
  const [keys, setKeys] = useState<ApiKeySummary[] | null>(null);
  const [label, setLabel] = useState('');
  const [made, setMade] = useState<ApiKeyCreated | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    fetchApiKeys(api).then(
      (list) => live && setKeys(list.keys),
      (error) => live && setFailure(errorText(error)),
    );
    return () => void (live = false);
  }, [api]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const key = await createApiKey(api, label);
      setMade(key);
      setLabel('');
      setKeys((await fetchApiKeys(api)).keys);
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  const revoke = async (id: number) => {
    setFailure(null);
    try {
      setKeys((await revokeApiKey(api, id)).keys);
      setAsking(null);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <section aria-labelledby="api-keys-title" css={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <h2 id="api-keys-title">API keys</h2>
      <p css={{ margin: 0 }}>Your CRM pulls your leads as JSON with a key, sent in the Authorization header.</p>
      <form aria-label="Create an API key" onSubmit={(e) => void create(e)} css={{ display: 'grid', gap: 8 }}>
        <label>
          Key name
          <input value={label} maxLength={60} onChange={(e) => setLabel(e.target.value)} placeholder="e.g. Zoho CRM" />
        </label>
        <button type="submit">Create key</button>
      </form>
      {failure && <p role="alert">{failure}</p>}
      {made && (
        <div role="status" css={{ display: 'grid', gap: 6, minWidth: 0 }}>
          <strong>Copy your new key now: it is not shown again.</strong>
          <code css={{ overflowWrap: 'anywhere', background: '#f1f4f8', padding: 8 }}>{made.key}</code>
          <code css={{ overflowWrap: 'anywhere', fontSize: 13 }}>
            curl -H &quot;Authorization: Bearer {made.key}&quot; &quot;{apiBase}/seller/api/leads?limit=50&quot;
          </code>
          <button type="button" onClick={() => setMade(null)} css={{ justifySelf: 'start' }}>
            I have copied it
          </button>
        </div>
      )}
      {keys && keys.length > 0 && (
        <ul aria-label="Your API keys" css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {keys.map((k) => (
            <li
              key={k.id}
              css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}
            >
              <span css={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <strong>{k.label}</strong> <code>{k.prefix}…</code> made {day(k.created_at)}, last used{' '}
                {day(k.last_used_at)}
                {k.revoked_at ? `, revoked ${day(k.revoked_at)}` : ''}
              </span>
              {!k.revoked_at && asking !== k.id && (
                <button type="button" onClick={() => setAsking(k.id)} aria-label={`Revoke ${k.label} (${k.prefix})`}>
                  Revoke
                </button>
              )}
              {!k.revoked_at && asking === k.id && (
                <span
                  role="group"
                  aria-label={`Revoke ${k.label} (${k.prefix})?`}
                  css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
                >
                  <span>Revoke it? Anything using this key stops at once.</span>
                  <button type="button" onClick={() => void revoke(k.id)}>
                    Yes, revoke
                  </button>
                  <button type="button" onClick={() => setAsking(null)}>
                    Keep it
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
