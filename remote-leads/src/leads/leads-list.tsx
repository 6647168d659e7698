import {
  fetchSellerLeads,
  LEAD_STATUSES,
  STATUS_LABELS,
  SERVICE_TYPES,
  sellerLeadsCsvUrl,
  theme,
  type HotLeadView,
  type HttpClient,
  type LeadStatus,
  type SellerLead,
} from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';
import { listSearch, NO_FILTERS, type LeadFilters } from '../nav/dashboard-location';
import { InternalLink } from '../nav/internal-link';
import { errorText } from '../use-api';
import { HotBadge } from './hot-badge';

/** Leads on one page of the list. */
export const PAGE_SIZE = 20;

// A table on wide screens; on a phone each lead is a card of labelled lines (seven columns do not fit 375 px).
const tableCss = {
  borderCollapse: 'collapse',
  width: '100%',
  'th, td': { textAlign: 'left', padding: '8px 6px', borderBottom: '1px solid #e3e8ee', verticalAlign: 'top' },
  [theme.media.mobile]: {
    thead: { display: 'none' },
    'tbody, tr, td': { display: 'block' },
    tr: { border: '1px solid #e3e8ee', borderRadius: 6, padding: '6px 10px', marginBottom: 10 },
    td: { border: 0, padding: '3px 0', display: 'flex', gap: 8 },
    'td[data-label]::before': { content: 'attr(data-label)', fontWeight: 600, minWidth: 80 },
  },
} as const;

const pickCss = { minWidth: 0, select: { width: '100%' } } as const;

/** A day as India reads it ('26 Nov 2026'), from YYYY-MM-DD. */
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The leads table (also the due follow-ups'): each row opens its lead at /leads/:id. */
export function LeadsTable({
  leads,
  navigate,
  search = '',
}: {
  leads: SellerLead[];
  navigate: (to: string) => void;
  /** The list's query, kept on the lead's address so "Back to leads" returns to the same filters and page. */
  search?: string;
}) {
  return (
    <table css={tableCss}>
      <thead>
        <tr>
          <th>Received</th>
          <th>Service</th>
          <th>State</th>
          <th>Buyer</th>
          <th>Mobile</th>
          <th>Status</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {leads.map((l) => (
          <tr key={l.id}>
            <td data-label="Received">
              <span css={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
                {l.hot && <HotBadge />}
                {new Date(l.routed_at).toLocaleString('en-IN')}
              </span>
            </td>
            <td data-label="Service">{l.service_type}</td>
            <td data-label="State">{l.state ?? '—'}</td>
            <td data-label="Buyer">{l.buyer_name ?? '—'}</td>
            <td data-label="Mobile">{l.buyer_mobile}</td>
            <td data-label="Status">
              {STATUS_LABELS[l.status]}
              {l.follow_up_on ? ` · follow up ${dayLabel(l.follow_up_on)}` : ''}
            </td>
            <td>
              <InternalLink
                to={`/leads/${l.id}${search}`}
                navigate={navigate}
                aria-label={`View lead ${l.id}`}
                css={{ display: 'inline-flex', alignItems: 'center', minHeight: 40, minWidth: 40 }}
              >
                View
              </InternalLink>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The seller's leads, newest first, a page at a time: filters as pick lists (the state from the city list), all in
 * the address; the CSV export of the same filters.
 */
export function LeadsList({
  api,
  apiBase,
  states,
  filters,
  page,
  navigate,
}: {
  api: HttpClient;
  apiBase: string;
  /** The state pick list's options (a state in the address but not in it is still offered). */
  states: string[];
  filters: LeadFilters;
  page: number;
  navigate: (to: string) => void;
}) {
  const [result, setResult] = useState<{ leads: SellerLead[]; more: boolean } | null>(null);
  const [error, setError] = useState('');
  const key = listSearch(filters, page);
  useEffect(() => {
    let live = true;
    setError('');
    setResult(null);
    // One more than a page: whether there is a next page, without counting them all.
    fetchSellerLeads(api, { ...filters, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE }).then(
      (r) => live && setResult({ leads: r.leads.slice(0, PAGE_SIZE), more: r.leads.length > PAGE_SIZE }),
      (e) => live && setError(errorText(e)),
    );
    return () => void (live = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the filters and the page
  }, [api, key]);

  const filter = (f: LeadFilters) => navigate(`/${listSearch(f)}`);
  const filtered =
    filters.service_type !== '' || filters.state !== '' || filters.status !== '' || filters.hot === 'only';
  const stateOptions = filters.state && !states.includes(filters.state) ? [filters.state, ...states] : states;

  return (
    <section aria-label="Leads" css={{ display: 'grid', gap: 12 }}>
      <div
        css={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
          alignItems: 'end',
        }}
      >
        <label css={pickCss}>
          Service type
          <select value={filters.service_type} onChange={(e) => filter({ ...filters, service_type: e.target.value })}>
            <option value="">All</option>
            {SERVICE_TYPES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label css={pickCss}>
          State
          <select value={filters.state} onChange={(e) => filter({ ...filters, state: e.target.value })}>
            <option value="">All</option>
            {stateOptions.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label css={pickCss}>
          Status
          <select
            value={filters.status}
            onChange={(e) => filter({ ...filters, status: e.target.value as LeadStatus | '' })}
          >
            <option value="">All</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label css={pickCss}>
          Hot leads
          <select value={filters.hot} onChange={(e) => filter({ ...filters, hot: e.target.value as HotLeadView | '' })}>
            <option value="">All, newest first</option>
            <option value="first">Hot leads first</option>
            <option value="only">Hot leads only</option>
          </select>
        </label>
        <a href={sellerLeadsCsvUrl(apiBase, filters)} download="leads.csv" css={{ lineHeight: '40px' }}>
          Export CSV
        </a>
      </div>
      {error && <p role="alert">{error}</p>}
      {result && result.leads.length === 0 && page === 1 && !filtered && <p>No leads yet.</p>}
      {result && result.leads.length === 0 && (filtered || page > 1) && (
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          <p css={{ margin: 0 }}>{filtered ? 'No leads match these filters.' : 'No leads on this page.'}</p>
          <button type="button" onClick={() => filter(NO_FILTERS)}>
            {filtered ? 'Clear filters' : 'Back to the first page'}
          </button>
        </div>
      )}
      {result && result.leads.length > 0 && <LeadsTable leads={result.leads} navigate={navigate} search={key} />}
      {result && (page > 1 || result.more) && (
        <nav aria-label="Pages" css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          {page > 1 && (
            <InternalLink to={`/${listSearch(filters, page - 1)}`} navigate={navigate} rel="prev">
              Newer leads
            </InternalLink>
          )}
          <span>Page {page}</span>
          {result.more && (
            <InternalLink to={`/${listSearch(filters, page + 1)}`} navigate={navigate} rel="next">
              Older leads
            </InternalLink>
          )}
        </nav>
      )}
    </section>
  );
}
