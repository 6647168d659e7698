import { LISTING_PAGE_DEFAULT, LISTING_SORT_KEYS } from '@pharmasetu/shared-contracts';

type ListingSortKey = (typeof LISTING_SORT_KEYS)[number];
export interface ListingWindow {
  limit: number;
  offset: number;
  orderBy: ListingSortKey | null;
}

const whole = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
};

/**
 * Spec §5 listing helpers: limit and offset default to 200, also when either is negative (or not a whole
 * number); order-by accepts only name, title or rank, anything else means no ordering.
 */
export function listingWindow(query: { limit?: unknown; offset?: unknown; order_by?: unknown }): ListingWindow {
  const limit = whole(query.limit);
  const offset = whole(query.offset);
  const orderBy = (LISTING_SORT_KEYS as readonly unknown[]).includes(query.order_by)
    ? (query.order_by as ListingSortKey)
    : null;
  return {
    limit: limit === undefined || limit < 0 ? LISTING_PAGE_DEFAULT : limit,
    offset: offset === undefined || offset < 0 ? LISTING_PAGE_DEFAULT : offset,
    orderBy,
  };
}

/** The SQL tail for a window; the column comes from the allow-list above, never from the caller. */
export function listingSql(window: ListingWindow, firstParam: number): { sql: string; params: number[] } {
  const order = window.orderBy ? `ORDER BY ${window.orderBy} ` : '';
  return { sql: `${order}LIMIT $${firstParam} OFFSET $${firstParam + 1}`, params: [window.limit, window.offset] };
}
