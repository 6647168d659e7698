import { fetchSellerMe, signOutSeller, type LeadsDashboardProps, type SellerMe } from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';
import { LeadDetails } from '../leads/lead-details';
import { LeadsList, type LeadFilters } from '../leads/leads-list';
import { SignIn } from '../sign-in/sign-in';
import { useApi } from '../use-api';

/**
 * Exposed as './LeadsDashboard': the sellers' dashboard page. Signed out: the OTP sign-in. Signed in: the
 * company's leads (filters, CSV) and a lead's details with the buyer's contact and the marks.
 */
export default function LeadsDashboard({ settings }: LeadsDashboardProps) {
  const api = useApi(settings.urls.api);
  const [me, setMe] = useState<SellerMe | null | undefined>(undefined);
  const [open, setOpen] = useState<number | null>(null);
  const [filters, setFilters] = useState<LeadFilters>({ service_type: '', state: '', status: '' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    fetchSellerMe(api).then((m) => live && setMe(m), () => live && setMe(null));
    return () => void (live = false);
  }, [api]);

  if (me === undefined) return <div aria-busy="true" css={{ minHeight: 320 }} />;
  if (me === null) return <SignIn api={api} onSignedIn={setMe} />;
  const signOut = async () => {
    await signOutSeller(api).catch(() => undefined);
    setMe(null);
  };
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <header css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1 css={{ margin: 0, fontSize: 22 }}>{me.company.name}: leads</h1>
        <button type="button" onClick={() => void signOut()}>Sign out</button>
      </header>
      {open === null ? (
        <LeadsList api={api} apiBase={settings.urls.api} filters={filters} onFilters={setFilters} onOpen={setOpen} version={version} />
      ) : (
        <LeadDetails api={api} id={open} onBack={() => setOpen(null)} onChanged={() => setVersion((v) => v + 1)} />
      )}
    </div>
  );
}
