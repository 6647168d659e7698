import { fetchFollowUps, type HttpClient, type SellerLead } from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';
import { LeadsTable } from './leads-list';

/** The open leads whose follow-up date has come, at the top of the dashboard; nothing when none is due. */
export function FollowUps({ api, navigate }: { api: HttpClient; navigate: (to: string) => void }) {
  const [due, setDue] = useState<SellerLead[]>([]);
  useEffect(() => {
    let live = true;
    fetchFollowUps(api).then(
      (r) => live && setDue(r.leads),
      () => undefined,
    );
    return () => void (live = false);
  }, [api]);
  if (due.length === 0) return null;
  return (
    <section
      aria-label="Follow-ups due"
      css={{
        display: 'grid',
        gap: 8,
        border: '1px solid #9cc3f0',
        background: '#f2f8ff',
        borderRadius: 6,
        padding: 12,
      }}
    >
      <h2 css={{ margin: 0, fontSize: 18 }}>Follow-ups due ({due.length})</h2>
      <LeadsTable leads={due} navigate={navigate} />
    </section>
  );
}
