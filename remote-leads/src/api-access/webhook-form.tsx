import {
  fetchWebhook,
  removeWebhook,
  saveWebhook,
  webhookSchema,
  type SellerWebhook,
  type WritingHttpClient,
} from '@pharmasetu/shared-contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { FieldError } from '../listing/field-error';
import { errorText } from '../use-api';

/** The company's one webhook: registered with a new signing secret (shown once), its last call, removed. */
export function WebhookForm({ api }: { api: WritingHttpClient }) {
  const [hook, setHook] = useState<SellerWebhook | null | undefined>(undefined);
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [urlError, setUrlError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchWebhook(api).then(
      (state) => live && setHook(state.webhook),
      (error) => live && setFailure(errorText(error)),
    );
    return () => void (live = false);
  }, [api]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = webhookSchema.safeParse({ url });
    if (!checked.success) return setUrlError(checked.error.issues[0]!.message);
    setUrlError(null);
    try {
      const saved = await saveWebhook(api, checked.data.url);
      setSecret(saved.secret);
      setHook(saved);
      setUrl('');
    } catch (error) {
      setUrlError(errorText(error));
    }
  };
  const remove = async () => {
    setFailure(null);
    try {
      setHook((await removeWebhook(api)).webhook);
      setSecret(null);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const last = hook?.last_delivery;
  return (
    <section aria-labelledby="webhook-title" css={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <h2 id="webhook-title">Webhook</h2>
      <p css={{ margin: 0 }}>
        Each new lead is POSTed as JSON to your address, signed in the X-PharmaSetu-Signature header, and retried until
        your server answers 2xx.
      </p>
      {hook && (
        <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
          Sending to <code>{hook.url}</code>
          {last
            ? last.ok
              ? '; the last call was delivered.'
              : `; the last call failed (${last.error}), retrying.`
            : '.'}{' '}
          <button type="button" onClick={() => void remove()}>
            Remove webhook
          </button>
        </p>
      )}
      <form aria-label="Register a webhook" onSubmit={(e) => void save(e)} css={{ display: 'grid', gap: 8 }} noValidate>
        <label>
          Webhook address (https://)
          <input
            type="url"
            value={url}
            maxLength={500}
            onChange={(e) => setUrl(e.target.value)}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? 'webhook-url-error' : undefined}
          />
        </label>
        <FieldError id="webhook-url-error" message={urlError ?? undefined} />
        <button type="submit">{hook ? 'Replace webhook' : 'Save webhook'}</button>
      </form>
      {failure && <p role="alert">{failure}</p>}
      {secret && (
        <div role="status" css={{ display: 'grid', gap: 6, minWidth: 0 }}>
          <strong>Copy the signing secret now: it is not shown again.</strong>
          <code css={{ overflowWrap: 'anywhere', background: '#f1f4f8', padding: 8 }}>{secret}</code>
        </div>
      )}
    </section>
  );
}
