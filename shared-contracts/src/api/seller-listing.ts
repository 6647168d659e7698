import type { ListingPatch, ListingProfileInput, ListingProductInput } from '../listing/schemas';
import {
  SELLER_LISTING_HISTORY_PATH,
  SELLER_LISTING_PATH,
  SELLER_LISTING_PRODUCTS_PATH,
  type ListingHistoryResponse,
  type SellerListing,
} from '../listing/types';
import type { HttpClient, WritingHttpClient } from './http';

/** GET /seller/listing: the signed-in seller's own listing; 401 'Please sign in' without a session. */
export const fetchSellerListing = (client: HttpClient) => client.get<SellerListing>(SELLER_LISTING_PATH);

/** PUT /seller/listing: the whole profile; answers the listing as saved. */
export const saveListingProfile = (client: WritingHttpClient, profile: ListingProfileInput) =>
  client.put<SellerListing>(SELLER_LISTING_PATH, profile);

/** PATCH /seller/listing: the fields sent only. */
export const patchListingProfile = (client: WritingHttpClient, patch: Partial<ListingPatch>) =>
  client.patch<SellerListing>(SELLER_LISTING_PATH, patch);

/** POST /seller/listing/products: adds a product at the end of the list. */
export const addListingProduct = (client: WritingHttpClient, product: ListingProductInput) =>
  client.post<SellerListing>(SELLER_LISTING_PRODUCTS_PATH, product);

/** PUT /seller/listing/products/:id: replaces one of the company's own products (another's is 404). */
export const saveListingProduct = (client: WritingHttpClient, id: number, product: ListingProductInput) =>
  client.put<SellerListing>(`${SELLER_LISTING_PRODUCTS_PATH}/${id}`, product);

/** DELETE /seller/listing/products/:id. */
export const removeListingProduct = (client: WritingHttpClient, id: number) =>
  client.delete<SellerListing>(`${SELLER_LISTING_PRODUCTS_PATH}/${id}`);

/** GET /seller/listing/history: the listing's changes, newest first (at most 100). */
export const fetchListingHistory = (client: HttpClient) =>
  client.get<ListingHistoryResponse>(SELLER_LISTING_HISTORY_PATH);
