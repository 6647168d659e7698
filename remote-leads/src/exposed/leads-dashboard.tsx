import {
  fetchSellerMe,
  HttpError,
  routes,
  signOutSeller,
  type LeadsDashboardProps,
  type SellerMe,
} from '@pharmasetu/shared-contracts';
import { useCallback, useEffect, useState } from 'react';
import { controlsCss } from '../controls-css';
import { FollowUps } from '../leads/follow-ups';
import { LeadDetails } from '../leads/lead-details';
import { LeadsList } from '../leads/leads-list';
import { useStates } from '../leads/use-states';
import { listStateOf, useDashboardLocation, viewOf } from '../nav/dashboard-location';
import { InternalLink } from '../nav/internal-link';
import { isUnreachable, Unreachable } from '../nav/unreachable';
import { Preferences } from '../preferences/preferences';
import { QuotaCard } from '../quota/quota-card';
import { SellerListing } from '../listing/seller-listing';
import { ApiAccess } from '../api-access/api-access';
import { SignIn } from '../sign-in/sign-in';
import { useApi } from '../use-api';

type Session =
  { state: 'loading' } | { state: 'signed-out' } | { state: 'unreachable' } | { state: 'in'; me: SellerMe };

/** The dashboard's sections, each an address. */
const SECTIONS = [
  { to: '/', label: 'Leads', view: 'leads' },
  { to: '/preferences', label: 'Preferences', view: 'preferences' },
  { to: '/listing', label: 'My listing', view: 'listing' },
  { to: '/api-access', label: 'API access', view: 'api-access' },
] as const;

const HEADINGS = { leads: 'leads', preferences: 'preferences', listing: 'my listing', 'api-access': 'API access' };

const tabCss = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: '0 12px',
  borderRadius: 6,
  textDecoration: 'none',
  '&[aria-current="page"]': { background: '#e8f0fb', fontWeight: 600 },
} as const;

/**
 * Exposed as './LeadsDashboard': the sellers' dashboard page. Signed out: the OTP sign-in. The api out of reach: that,
 * with a retry (never the sign-in, which would not work either). Signed in: the quota, the due follow-ups and the
 * leads (filters, pages, CSV), a lead at /leads/:id, the preferences at /preferences; all in the address.
 */
export default function LeadsDashboard(props: LeadsDashboardProps) {
  const { settings } = props;
  const api = useApi(settings.urls.api);
  const { location, navigate } = useDashboardLocation(props);
  const [session, setSession] = useState<Session>({ state: 'loading' });
  const [packageId, setPackageId] = useState<number | null>(null);
  const states = useStates(api);

  const load = useCallback(() => {
    let live = true;
    setSession({ state: 'loading' });
    fetchSellerMe(api).then(
      (me) => live && setSession({ state: 'in', me }),
      (e) => {
        if (!live) return;
        if (isUnreachable(e) || !(e instanceof HttpError)) setSession({ state: 'unreachable' });
        else setSession({ state: 'signed-out' });
      },
    );
    return () => void (live = false);
  }, [api]);
  useEffect(load, [load]);

  if (session.state === 'loading') return <div aria-busy="true" css={{ minHeight: 320 }} />;
  if (session.state === 'unreachable')
    return (
      <div css={[controlsCss, { minHeight: 320 }]}>
        <Unreachable onRetry={load} />
      </div>
    );
  if (session.state === 'signed-out')
    return (
      <div css={controlsCss}>
        <SignIn api={api} onSignedIn={(me) => setSession({ state: 'in', me })} />
      </div>
    );

  const { me } = session;
  const view = viewOf(location.pathname);
  const list = listStateOf(location.search);
  const signOut = async () => {
    await signOutSeller(api).catch(() => undefined);
    setSession({ state: 'signed-out' });
  };
  const current = view.name === 'lead' ? 'leads' : view.name;
  return (
    <div css={[controlsCss, { display: 'grid', gap: 16 }]}>
      <header css={{ display: 'grid', gap: 8 }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center' }}>
          <h1 css={{ overflowWrap: 'anywhere' }}>
            {me.company.name}: {HEADINGS[current]}
          </h1>
          <button type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
        <nav aria-label="Dashboard" css={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {SECTIONS.map((s) => (
            <InternalLink
              key={s.to}
              to={s.to}
              navigate={navigate}
              aria-current={current === s.view ? 'page' : undefined}
              css={tabCss}
            >
              {s.label}
            </InternalLink>
          ))}
        </nav>
      </header>
      <QuotaCard
        api={api}
        pricingUrl={routes.pricing(settings.urls.main)}
        onQuota={(q) => setPackageId(q.package.id)}
      />
      {view.name === 'lead' && (
        <LeadDetails
          api={api}
          companySite={settings.urls.company}
          site={settings.site}
          packageId={packageId}
          id={view.id}
          backTo={`/${location.search}`}
          navigate={navigate}
        />
      )}
      {view.name === 'preferences' && <Preferences api={api} states={states} />}
      {view.name === 'listing' && <SellerListing apiBase={settings.urls.api} companySite={settings.urls.company} />}
      {view.name === 'api-access' && <ApiAccess apiBase={settings.urls.api} />}
      {view.name === 'leads' && (
        <>
          <FollowUps api={api} navigate={navigate} />
          <h2 css={{ margin: 0, fontSize: 20 }}>Leads</h2>
          <LeadsList
            api={api}
            apiBase={settings.urls.api}
            states={states}
            filters={list.filters}
            page={list.page}
            navigate={navigate}
          />
        </>
      )}
    </div>
  );
}
