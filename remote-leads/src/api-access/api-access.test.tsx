import { SELLER_API_MESSAGES, theme, type ApiKeySummary } from '@pharmasetu/shared-contracts';
import { ThemeProvider } from '@emotion/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { installFakeSellerApi } from '../test-support/fake-seller-api';
import { ApiAccess } from './api-access';

const fullKey = 'psk_live_4f1c9a0b7e2d4c5f8a9b0c1d2e3f4a5b';
const made: ApiKeySummary = {
  id: 3,
  label: 'Zoho CRM',
  prefix: 'psk_live_4f1c',
  created_at: '2026-11-20T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};

const show = () =>
  render(
    <ThemeProvider theme={theme}>
      <ApiAccess apiBase="http://localhost:4001" />
    </ThemeProvider>,
  );

describe('API access', () => {
  it('shows a new key once with a warning, then lists it by prefix only; revoking asks first and the key leaves', async () => {
    let keys: ApiKeySummary[] = [];
    const api = installFakeSellerApi({
      'GET /seller/api-keys': () => ({ status: 200, body: { keys } }),
      'POST /seller/api-keys': () => {
        keys = [made];
        return { status: 201, body: { ...made, key: fullKey } };
      },
      'DELETE /seller/api-keys/3': () => {
        keys = [];
        return { status: 200, body: { keys } };
      },
      'GET /seller/webhook': () => ({ status: 200, body: { webhook: null } }),
    });
    show();
    fireEvent.change(await screen.findByLabelText('Key name'), { target: { value: 'Zoho CRM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    const once = await screen.findByText('Copy your new key now: it is not shown again.');
    expect(once.closest('[role="status"]')).toHaveTextContent(fullKey);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ label: 'Zoho CRM' });
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    expect(within(list).getByText('psk_live_4f1c…')).toBeInTheDocument();
    expect(list).not.toHaveTextContent(fullKey);

    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(fullKey, { exact: false })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(fullKey);

    fireEvent.click(within(list).getByRole('button', { name: 'Revoke Zoho CRM (psk_live_4f1c)' }));
    const ask = within(list).getByRole('group', { name: 'Revoke Zoho CRM (psk_live_4f1c)?' });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(within(list).getByText('psk_live_4f1c…')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(list).getByRole('button', { name: 'Revoke Zoho CRM (psk_live_4f1c)' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Your API keys' })).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/seller/api-keys/3']);
  });

  it("shows the api's refusal of a webhook address next to the field, then the secret once when one is accepted", async () => {
    const api = installFakeSellerApi({
      'GET /seller/api-keys': () => ({ status: 200, body: { keys: [] } }),
      'GET /seller/webhook': () => ({ status: 200, body: { webhook: null } }),
      'PUT /seller/webhook': ({ body }) =>
        (body as { url: string }).url.includes('192.168.')
          ? { status: 400, body: { error: SELLER_API_MESSAGES.webhookPrivate } }
          : {
              status: 200,
              body: {
                url: (body as { url: string }).url,
                created_at: '2026-11-20T10:00:00.000Z',
                last_delivery: null,
                secret: 'whsec_9d8c7b6a5f4e3d2c1b0a',
              },
            },
    });
    show();
    const field = await screen.findByLabelText('Webhook address (https://)');
    fireEvent.change(field, { target: { value: 'https://192.168.1.10/hook' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save webhook' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(SELLER_API_MESSAGES.webhookPrivate));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('https://192.168.1.10/hook');
    expect(screen.queryByText('whsec_', { exact: false })).not.toBeInTheDocument();

    fireEvent.change(field, { target: { value: 'ftp://crm.example.com/hook' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save webhook' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(SELLER_API_MESSAGES.webhookUrl));
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);

    fireEvent.change(field, { target: { value: 'https://crm.example.com/hook' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save webhook' }));
    expect(await screen.findByText('Copy the signing secret now: it is not shown again.')).toBeInTheDocument();
    expect(screen.getByText('whsec_9d8c7b6a5f4e3d2c1b0a')).toBeInTheDocument();
    expect(field).not.toHaveAccessibleDescription();
    expect(screen.getByText('https://crm.example.com/hook')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace webhook' })).toBeInTheDocument();
  });
});
