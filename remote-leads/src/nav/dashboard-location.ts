import {
  HOT_LEAD_VIEWS,
  LEAD_STATUSES,
  SERVICE_TYPES,
  type HotLeadView,
  type LeadsDashboardProps,
  type LeadStatus,
} from '@pharmasetu/shared-contracts';
import { useCallback, useEffect, useState } from 'react';

export interface LeadFilters {
  service_type: string;
  state: string;
  status: LeadStatus | '';
  /** Hot leads first, or only them; '' lists all newest first. */
  hot: HotLeadView | '';
}
export const NO_FILTERS: LeadFilters = { service_type: '', state: '', status: '', hot: '' };

/** The dashboard's views: its address says which. */
type DashboardView =
  | { name: 'leads' }
  | { name: 'lead'; id: number }
  | { name: 'preferences' }
  | { name: 'listing' }
  | { name: 'api-access' };

const LEAD_PATH = /^\/leads\/([1-9]\d{0,9})\/?$/;

export function viewOf(pathname: string): DashboardView {
  const lead = LEAD_PATH.exec(pathname);
  if (lead && Number(lead[1]) <= 2_147_483_647) return { name: 'lead', id: Number(lead[1]) };
  const path = pathname.replace(/\/+$/, '');
  if (path === '/preferences') return { name: 'preferences' };
  if (path === '/listing') return { name: 'listing' };
  if (path === '/api-access') return { name: 'api-access' };
  return { name: 'leads' };
}

const MAX_PAGE = 1000;

/** The list's filters and page from the query; a value that is not one of the pick list's options is ignored. */
export function listStateOf(search: string): { filters: LeadFilters; page: number } {
  const q = new URLSearchParams(search);
  const serviceType = q.get('service_type') ?? '';
  const status = q.get('status') ?? '';
  const hot = q.get('hot') ?? '';
  const state = (q.get('state') ?? '').trim().slice(0, 60);
  const page = Number(q.get('page'));
  return {
    filters: {
      service_type: (SERVICE_TYPES as readonly string[]).includes(serviceType) ? serviceType : '',
      state,
      status: (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatus) : '',
      hot: (HOT_LEAD_VIEWS as readonly string[]).includes(hot) ? (hot as HotLeadView) : '',
    },
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query of a list state: empty filters and page 1 are left out, so the plain dashboard is plain "/". */
export function listSearch(filters: LeadFilters, page = 1): string {
  const q = new URLSearchParams();
  if (filters.service_type) q.set('service_type', filters.service_type);
  if (filters.state) q.set('state', filters.state);
  if (filters.status) q.set('status', filters.status);
  if (filters.hot) q.set('hot', filters.hot);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * The location and navigation the dashboard runs on: the host's (its router) when given; else the remote's own on the
 * browser's history (the standalone page), with back and forward followed.
 */
export function useDashboardLocation({ location, navigate, leadId }: LeadsDashboardProps) {
  const hosted = location !== undefined && navigate !== undefined;
  const [own, setOwn] = useState(() =>
    typeof window === 'undefined'
      ? { pathname: '/', search: '' }
      : {
          pathname: leadId ? `/leads/${leadId}` : window.location.pathname,
          search: window.location.search,
        },
  );
  useEffect(() => {
    if (hosted) return;
    const follow = () => setOwn({ pathname: window.location.pathname, search: window.location.search });
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [hosted]);
  const go = useCallback(
    (to: string) => {
      if (hosted) return navigate(to);
      window.history.pushState(null, '', to);
      const url = new URL(to, window.location.href);
      setOwn({ pathname: url.pathname, search: url.search });
    },
    [hosted, navigate],
  );
  return { location: hosted ? location : own, navigate: go };
}
