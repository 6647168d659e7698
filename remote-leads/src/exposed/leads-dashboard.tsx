import { fetchSellerMe, signOutSeller, type LeadsDashboardProps, type SellerMe } from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';
import { ApiAccess } from '../api-access/api-access';
import { LeadDetails } from '../leads/lead-details';
import { LeadsList, type LeadFilters } from '../leads/leads-list';
import { controlsCss } from '../controls-css';
import { SellerListing } from '../listing/seller-listing';
import { SignIn } from '../sign-in/sign-in';
import { useApi } from '../use-api';

/**
 * Exposed as './LeadsDashboard': the sellers' dashboard page. Signed out: the OTP sign-in. Signed in: the
 * company's leads (filters, CSV) and a lead's details with the buyer's contact and the marks; `leadId` opens
 * that lead's details first (the link in its e-mail and SMS).
 */
export default function LeadsDashboard({ settings, leadId }: LeadsDashboardProps) {
  const api = useApi(settings.urls.api);
  const [me, setMe] = useState<SellerMe | null | undefined>(undefined);
  const [open, setOpen] = useState<number | null>(leadId ?? null);
  const [filters, setFilters] = useState<LeadFilters>({ service_type: '', state: '', status: '' });
  const [version, setVersion] = useState(0);
  const [view, setView] = useState<'leads' | 'listing' | 'api'>('leads');
  useEffect(() => {
    let live = true;
    fetchSellerMe(api).then(
      (m) => live && setMe(m),
      () => live && setMe(null),
    );
    return () => void (live = false);
  }, [api]);

  if (me === undefined) return <div aria-busy="true" css={{ minHeight: 320 }} />;
  if (me === null)
    return (
      <div css={controlsCss}>
        <SignIn api={api} onSignedIn={setMe} />
      </div>
    );
  const signOut = async () => {
    await signOutSeller(api).catch(() => undefined);
    setMe(null);
  };
  return (
    <div css={[controlsCss, { display: 'grid', gap: 16 }]}>
      <header
        css={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <h1>
          {me.company.name}: {view === 'listing' ? 'my listing' : view === 'api' ? 'API access' : 'leads'}
        </h1>
        <button type="button" onClick={() => setView(view === 'listing' ? 'leads' : 'listing')}>
          {view === 'listing' ? 'Leads' : 'My listing'}
        </button>
        <button type="button" onClick={() => setView(view === 'api' ? 'leads' : 'api')}>
          {view === 'api' ? 'Leads' : 'API access'}
        </button>
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      {view === 'listing' ? (
        <SellerListing apiBase={settings.urls.api} companySite={settings.urls.company} />
      ) : view === 'api' ? (
        <ApiAccess apiBase={settings.urls.api} />
      ) : open === null ? (
        <LeadsList
          api={api}
          apiBase={settings.urls.api}
          filters={filters}
          onFilters={setFilters}
          onOpen={setOpen}
          version={version}
        />
      ) : (
        <LeadDetails
          api={api}
          companySite={settings.urls.company}
          id={open}
          onBack={() => setOpen(null)}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
    </div>
  );
}
