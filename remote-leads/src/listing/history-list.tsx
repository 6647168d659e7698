import {
  fetchListingHistory,
  indianTime,
  type HttpClient,
  type ListingHistoryEntry,
} from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';

const ACTIONS: Record<ListingHistoryEntry['action'], string> = {
  profile: 'Profile changed',
  product_added: 'Product added',
  product_changed: 'Product changed',
  product_removed: 'Product removed',
};

const shown = (v: unknown) =>
  v === null || v === ''
    ? '—'
    : Array.isArray(v)
      ? v.map((x) => (typeof x === 'object' ? Object.values(x as object).join(', ') : String(x))).join('; ') || '—'
      : typeof v === 'object'
        ? Object.values(v as object).join(', ')
        : String(v);

/** The listing's changes, newest first: when, who, and each field before and after. Read again after each save. */
export function HistoryList({ api, version }: { api: HttpClient; version: number }) {
  const [entries, setEntries] = useState<ListingHistoryEntry[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchListingHistory(api).then(
      (r) => live && setEntries(r.entries),
      () => live && setEntries([]),
    );
    return () => void (live = false);
  }, [api, version]);
  return (
    <section aria-label="Changes" css={{ display: 'grid', gap: 8 }}>
      <h2 css={{ margin: 0, fontSize: 18 }}>Changes</h2>
      {entries && entries.length === 0 && <p>No changes yet.</p>}
      <ol css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {(entries ?? []).map((e) => (
          <li key={e.id} css={{ padding: 12, border: '1px solid #d5dbe1', borderRadius: 8, overflowWrap: 'anywhere' }}>
            <strong>{ACTIONS[e.action]}</strong> · {indianTime(e.at)}
            {e.by ? ` · ${e.by}` : ''}
            <ul css={{ margin: '4px 0 0', paddingLeft: 18, fontSize: 14 }}>
              {Object.entries(e.changes).map(([field, c]) => (
                <li key={field}>
                  {field.replace(/_/g, ' ')}: {shown(c.from)} → {shown(c.to)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
