import {
  SELLER_API_KEYS_PATH,
  SELLER_WEBHOOK_PATH,
  type ApiKeyCreated,
  type ApiKeyList,
  type SellerWebhookCreated,
  type SellerWebhookState,
} from '../seller-api/seller-api';
import type { HttpClient, WritingHttpClient } from './http';

/** GET /seller/api-keys: the company's keys, newest first, by prefix. */
export const fetchApiKeys = (client: HttpClient) => client.get<ApiKeyList>(SELLER_API_KEYS_PATH);

/** POST /seller/api-keys: a new key, answered in full once. */
export const createApiKey = (client: WritingHttpClient, label: string) =>
  client.post<ApiKeyCreated>(SELLER_API_KEYS_PATH, { label });

/** DELETE /seller/api-keys/:id: the key stops working at once. */
export const revokeApiKey = (client: WritingHttpClient, id: number) =>
  client.delete<ApiKeyList>(`${SELLER_API_KEYS_PATH}/${id}`);

export const fetchWebhook = (client: HttpClient) => client.get<SellerWebhookState>(SELLER_WEBHOOK_PATH);

/** PUT /seller/webhook: registers (or replaces) the address; answers a new signing secret, once. */
export const saveWebhook = (client: WritingHttpClient, url: string) =>
  client.put<SellerWebhookCreated>(SELLER_WEBHOOK_PATH, { url });

export const removeWebhook = (client: WritingHttpClient) => client.delete<SellerWebhookState>(SELLER_WEBHOOK_PATH);
