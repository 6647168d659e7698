import {
  fetchSellerLeads,
  LEAD_STATUSES,
  STATUS_LABELS,
  SERVICE_TYPES,
  sellerLeadsCsvUrl,
  theme,
  type HttpClient,
  type LeadStatus,
  type SellerLead,
} from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';
import { errorText } from '../use-api';

export interface LeadFilters {
  service_type: string;
  state: string;
  status: LeadStatus | '';
}

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

/** The seller's leads, newest first, with filters and the CSV export of the same list. */
export function LeadsList({
  api,
  apiBase,
  filters,
  onFilters,
  onOpen,
  version,
}: {
  api: HttpClient;
  apiBase: string;
  filters: LeadFilters;
  onFilters: (f: LeadFilters) => void;
  onOpen: (id: number) => void;
  /** Bumped when a lead changed, to load the list again. */
  version: number;
}) {
  const [leads, setLeads] = useState<SellerLead[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    setError('');
    fetchSellerLeads(api, filters).then(
      (r) => live && setLeads(r.leads),
      (e) => live && setError(errorText(e)),
    );
    return () => void (live = false);
  }, [api, filters, version]);

  return (
    <section aria-label="Leads" css={{ display: 'grid', gap: 12 }}>
      <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'end' }}>
        <label>
          Service type
          <select
            value={filters.service_type}
            onChange={(e) => onFilters({ ...filters, service_type: e.target.value })}
          >
            <option value="">All</option>
            {SERVICE_TYPES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          State
          <input
            value={filters.state}
            onChange={(e) => onFilters({ ...filters, state: e.target.value })}
            maxLength={60}
          />
        </label>
        <label>
          Status
          <select
            value={filters.status}
            onChange={(e) => onFilters({ ...filters, status: e.target.value as LeadStatus | '' })}
          >
            <option value="">All</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <a href={sellerLeadsCsvUrl(apiBase, filters)} download="leads.csv" css={{ lineHeight: '40px' }}>
          Export CSV
        </a>
      </div>
      {error && <p role="alert">{error}</p>}
      {leads && leads.length === 0 && <p>No leads yet.</p>}
      {leads && leads.length > 0 && (
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
                <td data-label="Received">{new Date(l.routed_at).toLocaleString('en-IN')}</td>
                <td data-label="Service">{l.service_type}</td>
                <td data-label="State">{l.state ?? '—'}</td>
                <td data-label="Buyer">{l.buyer_name ?? '—'}</td>
                <td data-label="Mobile">{l.buyer_mobile}</td>
                <td data-label="Status">{STATUS_LABELS[l.status]}</td>
                <td>
                  <button type="button" onClick={() => onOpen(l.id)} aria-label={`View lead ${l.id}`}>
                    View
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
