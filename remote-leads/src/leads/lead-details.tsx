import {
  fetchSellerLead,
  markSellerLead,
  requirementFields,
  STATUS_LABELS,
  theme,
  type HttpClient,
  type SellerLeadDetails,
} from '@pharmasetu/shared-contracts';
import { Fragment, useEffect, useState } from 'react';
import { errorText } from '../use-api';

// Label beside value on wide screens; on a phone each label sits above its value, so a long label ("Call-Time
// Preference") never squeezes the value into a sliver. A link standing alone in a value is a 40 px tap target.
const listCss = {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 12px',
  alignItems: 'baseline',
  margin: 0,
  dt: { fontWeight: 600 },
  dd: { margin: 0, overflowWrap: 'anywhere' },
  'dd > a': { display: 'inline-flex', alignItems: 'center', minHeight: 40, minWidth: 40 },
  [theme.media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0, dd: { marginBottom: 8 } },
} as const;

/**
 * One lead: the buyer's name, mobile, e-mail and message, every other field of the requirement they gave (a skipped
 * one is not listed), the company page it came from, and the marks.
 */
export function LeadDetails({
  api,
  companySite,
  id,
  onBack,
  onChanged,
}: {
  api: HttpClient;
  /** The company site's origin: a company-page lead links to the page it was posted on. */
  companySite: string;
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
          <dl css={listCss}>
            <dt>Buyer</dt>
            <dd>{lead.buyer_name ?? '—'}</dd>
            <dt>Mobile</dt>
            <dd>
              <a href={`tel:+${lead.buyer_isd_code}${lead.buyer_mobile}`}>
                +{lead.buyer_isd_code} {lead.buyer_mobile}
              </a>
            </dd>
            {lead.buyer_email && (
              <>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${lead.buyer_email}`}>{lead.buyer_email}</a>
                </dd>
              </>
            )}
            <dt>Message</dt>
            <dd css={{ whiteSpace: 'pre-line' }}>{lead.message}</dd>
            {requirementFields(lead).map((f) => (
              <Fragment key={f.key}>
                <dt>{f.label}</dt>
                <dd>
                  {f.key === 'listing' && lead.listing ? (
                    <a href={`${companySite}/${encodeURIComponent(lead.listing.slug)}`}>{f.value}</a>
                  ) : (
                    f.value
                  )}
                </dd>
              </Fragment>
            ))}
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
