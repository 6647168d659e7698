import type { ListingProfile, ListingProductPayload } from './schemas';

export const SELLER_LISTING_PATH = '/seller/listing';
export const SELLER_LISTING_PRODUCTS_PATH = '/seller/listing/products';
export const SELLER_LISTING_HISTORY_PATH = '/seller/listing/history';

/** A product of the listing as stored: its id (for edit and remove) and its molecules as the molecule list names them. */
export interface ListingProduct extends ListingProductPayload {
  id: number;
}

/** GET /seller/listing (and the answer of every change): the profile, the products, and where the company page is. */
export interface SellerListing {
  profile: ListingProfile;
  products: ListingProduct[];
  company: { name: string; slug: string; listed: boolean };
}

export type ListingHistoryAction = 'profile' | 'product_added' | 'product_changed' | 'product_removed';

/** One change of the listing: who made it, when, and each changed field's value before and after. */
export interface ListingHistoryEntry {
  id: number;
  at: string;
  by: string | null;
  action: ListingHistoryAction;
  product_id: number | null;
  changes: Record<string, { from: unknown; to: unknown }>;
}

export interface ListingHistoryResponse {
  entries: ListingHistoryEntry[];
}
