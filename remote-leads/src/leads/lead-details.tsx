import { fetchSellerLead, markSellerLead, type HttpClient, type SellerLeadDetails } from '@pharmasetu/shared-contracts';
import { useEffect, useState } from 'react';
import { errorText } from '../use-api';
import { STATUS_LABELS } from './status-labels';

/** One lead: the buyer's name, mobile and e-mail, the requirement, and the marks. */
export function LeadDetails({
  api,
  id,
  onBack,
  onChanged,
}: {
  api: HttpClient;
  id: number;
  onBack: () => void;
  onChanged: () => void;
}) {
  const [lead, setLead] = useState<SellerLeadDetails | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    fetchSellerLead(api, id).then(
      (l) => live && setLead(l),
      (e) => live && setError(errorText(e)),
    );
    return () => void (live = false);
  }, [api, id]);

  const mark = async (status: 'contacted' | 'not_relevant') => {
    try {
      await markSellerLead(api, id, status);
      setLead((l) => (l ? { ...l, status } : l));
      onChanged();
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <section aria-label="Lead details" css={{ display: 'grid', gap: 8 }}>
      <button type="button" onClick={onBack} css={{ justifySelf: 'start' }}>
        Back to leads
      </button>
      {error && <p role="alert">{error}</p>}
      {lead && (
        <>
          <h2 css={{ margin: 0, fontSize: 20 }}>
            {lead.service_type}
            {lead.state ? ` in ${lead.state}` : ''}
          </h2>
          <dl
            css={{
              display: 'grid',
              gridTemplateColumns: 'max-content minmax(0, 1fr)',
              gap: '4px 12px',
              margin: 0,
              dt: { fontWeight: 600 },
              dd: { margin: 0, overflowWrap: 'anywhere' },
            }}
          >
            <dt>Buyer</dt>
            <dd>{lead.buyer_name ?? '—'}</dd>
            <dt>Mobile</dt>
            <dd>
              <a href={`tel:+${lead.buyer_isd_code}${lead.buyer_mobile}`}>
                +{lead.buyer_isd_code} {lead.buyer_mobile}
              </a>
            </dd>
            <dt>E-mail</dt>
            <dd>{lead.buyer_email ? <a href={`mailto:${lead.buyer_email}`}>{lead.buyer_email}</a> : '—'}</dd>
            <dt>Message</dt>
            <dd>{lead.message}</dd>
            {lead.pcd_area && (
              <>
                <dt>Area</dt>
                <dd>{lead.pcd_area}</dd>
              </>
            )}
            {lead.categories.length > 0 && (
              <>
                <dt>Categories</dt>
                <dd>{lead.categories.join(', ')}</dd>
              </>
            )}
            {lead.medicine_types.length > 0 && (
              <>
                <dt>Medicine types</dt>
                <dd>{lead.medicine_types.join(', ')}</dd>
              </>
            )}
            <dt>Status</dt>
            <dd>{STATUS_LABELS[lead.status]}</dd>
          </dl>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <button type="button" onClick={() => void mark('contacted')} disabled={lead.status === 'contacted'}>
              Mark contacted
            </button>
            <button type="button" onClick={() => void mark('not_relevant')} disabled={lead.status === 'not_relevant'}>
              Not relevant
            </button>
          </div>
        </>
      )}
    </section>
  );
}
