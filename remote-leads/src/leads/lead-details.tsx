import {
  emit,
  fetchSellerLead,
  LEAD_NOTE_MAX,
  LEAD_STATUSES,
  markSellerLead,
  NOT_RELEVANT_REASONS,
  recordLeadContact,
  requirementFields,
  saveLeadNote,
  setLeadFollowUp,
  HOT_LEAD_HOURS,
  STATUS_LABELS,
  theme,
  whatsappChatUrl,
  whatsappClickEvent,
  type HttpClient,
  type LeadEvent,
  type LeadStatus,
  type NotRelevantReason,
  type SellerLeadDetails,
  type SiteId,
} from '@pharmasetu/shared-contracts';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { InternalLink } from '../nav/internal-link';
import { errorText } from '../use-api';
import { dayLabel } from './leads-list';
import { HotBadge } from './hot-badge';

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

const boxCss = { display: 'grid', gap: 8, border: '1px solid #e3e8ee', borderRadius: 6, padding: 12 } as const;
const rowCss = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;
/** Call and WhatsApp: the two ways to reach the buyer, as buttons. */
const contactCss = (background: string) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    padding: '0 14px',
    borderRadius: 6,
    background,
    color: '#fff',
    fontWeight: 600,
    textDecoration: 'none',
  }) as const;

/** Today's date in India (YYYY-MM-DD), the follow-up picker's first day. */
const todayInIndia = () => new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);

const EVENT_TEXT: Record<LeadEvent['kind'], (detail: string) => string> = {
  status: (d) => {
    const [status, reason] = d.split(': ');
    const label = STATUS_LABELS[status as LeadStatus] ?? status;
    return reason ? `Marked ${label.toLowerCase()}: ${reason}` : `Marked ${label.toLowerCase()}`;
  },
  note: (d) => `Note ${d}`,
  follow_up: (d) => (d === 'cleared' ? 'Follow-up cleared' : `Follow-up set for ${dayLabel(d)}`),
  call: () => 'Called the buyer',
  whatsapp: () => 'Opened WhatsApp to the buyer',
};

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} css={boxCss}>
      <h3 css={{ margin: 0, fontSize: 17 }}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * One lead: the buyer's name, mobile (call, WhatsApp), e-mail and message, every other field of the requirement they
 * gave (a skipped one is not listed), the company page it came from; and what the seller does with it: its status
 * (not relevant with a reason), a private note, a follow-up date, each stamped in the timeline below.
 */
export function LeadDetails({
  api,
  companySite,
  site,
  packageId,
  id,
  backTo,
  navigate,
}: {
  api: HttpClient;
  /** The company site's origin: a company-page lead links to the page it was posted on. */
  companySite: string;
  site: SiteId;
  /** The seller's package, for the WhatsApp click's tracking category (spec §7). */
  packageId: number | null;
  id: number;
  /** The list's address to go back to (its filters and page). */
  backTo: string;
  navigate: (to: string) => void;
}) {
  const [lead, setLead] = useState<SellerLeadDetails | null>(null);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState<NotRelevantReason | ''>('');
  const [note, setNote] = useState('');
  const [followUp, setFollowUp] = useState('');
  const reload = async () => {
    const l = await fetchSellerLead(api, id);
    setLead(l);
    return l;
  };
  useEffect(() => {
    let live = true;
    setLead(null);
    setError('');
    fetchSellerLead(api, id).then(
      (l) => {
        if (!live) return;
        setLead(l);
        setNote(l.note);
        setFollowUp(l.follow_up_on ?? '');
        setReason(l.not_relevant_reason ?? '');
      },
      (e) => live && setError(errorText(e)),
    );
    return () => void (live = false);
  }, [api, id]);

  /** One action: sent, then the lead read again (its timeline has the stamp); the api's refusal is shown. */
  const act = async (action: () => Promise<unknown>, done: string) => {
    if (busy) return;
    setBusy(true);
    setError('');
    setSaved('');
    try {
      await action();
      await reload();
      setSaved(done);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const mark = (status: LeadStatus) => {
    if (status === 'not_relevant' && !reason) return setError('Please choose why the lead is not relevant.');
    void act(
      () => markSellerLead(api, id, status, status === 'not_relevant' ? (reason as NotRelevantReason) : undefined),
      `Marked ${STATUS_LABELS[status].toLowerCase()}.`,
    );
  };
  const contact = (channel: 'call' | 'whatsapp') => {
    if (channel === 'whatsapp') emit('track:event', whatsappClickEvent({ site, packageId }));
    // The stamp must not hold the call or the chat back: it is sent on its own, and the lead read again after.
    void recordLeadContact(api, id, channel)
      .then(reload)
      .catch(() => undefined);
  };

  const phone = lead ? `+${lead.buyer_isd_code}${lead.buyer_mobile}` : '';
  return (
    <section aria-label="Lead details" css={{ display: 'grid', gap: 12 }}>
      <InternalLink to={backTo} navigate={navigate} css={{ justifySelf: 'start', lineHeight: '40px' }}>
        Back to leads
      </InternalLink>
      {error && (
        <p role="alert" css={{ color: '#b00020', margin: 0 }}>
          {error}
        </p>
      )}
      {lead && (
        <>
          <h2 css={{ margin: 0, fontSize: 20 }}>
            {lead.service_type}
            {lead.state ? ` in ${lead.state}` : ''}
          </h2>
          {lead.hot && (
            <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <HotBadge explained />
              <span>
                The buyer needs it {(lead.required_when ?? '').toLowerCase()} and asked within the last {HOT_LEAD_HOURS}{' '}
                hours.
              </span>
            </p>
          )}
          <div css={rowCss}>
            <a href={`tel:${phone}`} onClick={() => contact('call')} css={contactCss(theme.colors.blue)}>
              Call {lead.buyer_name ?? 'the buyer'}
            </a>
            <a
              href={whatsappChatUrl(phone)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => contact('whatsapp')}
              css={contactCss('#1a7f43')}
            >
              WhatsApp {lead.buyer_name ?? 'the buyer'}
            </a>
          </div>
          <dl css={listCss}>
            <dt>Buyer</dt>
            <dd>{lead.buyer_name ?? '—'}</dd>
            <dt>Mobile</dt>
            <dd>
              <a href={`tel:${phone}`} onClick={() => contact('call')}>
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
            <dd>
              {STATUS_LABELS[lead.status]}
              {lead.not_relevant_reason ? `: ${lead.not_relevant_reason}` : ''}
            </dd>
          </dl>
          {saved && (
            <p role="status" css={{ margin: 0, color: '#1b6e3a' }}>
              {saved}
            </p>
          )}
          <Box title="Status">
            <div css={rowCss}>
              {LEAD_STATUSES.filter((s) => s !== 'new' && s !== 'not_relevant').map((s) => (
                <button
                  key={s}
                  type="button"
                  disabled={busy || lead.status === s}
                  aria-pressed={lead.status === s}
                  onClick={() => mark(s)}
                >
                  Mark {STATUS_LABELS[s].toLowerCase()}
                </button>
              ))}
            </div>
            <div css={rowCss}>
              <label css={{ flex: '1 1 200px' }}>
                Not relevant because
                <select value={reason} onChange={(e) => setReason(e.target.value as NotRelevantReason | '')}>
                  <option value="">Choose a reason</option>
                  {NOT_RELEVANT_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                disabled={busy || (lead.status === 'not_relevant' && (reason || null) === lead.not_relevant_reason)}
                onClick={() => mark('not_relevant')}
                css={{ alignSelf: 'end' }}
              >
                Mark not relevant
              </button>
            </div>
          </Box>
          <Box title="Private note">
            <label>
              Only your company sees this note
              <textarea
                value={note}
                onChange={(e) => setNote(e.target.value)}
                maxLength={LEAD_NOTE_MAX}
                rows={4}
                css={{ width: '100%', font: 'inherit', padding: 8, borderRadius: 6, border: '1px solid #9aa5b1' }}
              />
            </label>
            <div css={rowCss}>
              <button
                type="button"
                disabled={busy || note.trim() === lead.note}
                onClick={() => void act(() => saveLeadNote(api, id, note), 'Note saved.')}
              >
                Save note
              </button>
              <span css={{ color: '#52606d' }}>
                {note.length} / {LEAD_NOTE_MAX}
              </span>
            </div>
          </Box>
          <Box title="Follow-up">
            <div css={rowCss}>
              <label css={{ flex: '1 1 180px' }}>
                Follow up on
                <input
                  type="date"
                  value={followUp}
                  min={todayInIndia()}
                  onChange={(e) => setFollowUp(e.target.value)}
                />
              </label>
              <button
                type="button"
                disabled={busy || !followUp || followUp === lead.follow_up_on}
                onClick={() => void act(() => setLeadFollowUp(api, id, followUp), 'Follow-up saved.')}
                css={{ alignSelf: 'end' }}
              >
                Save follow-up
              </button>
              {lead.follow_up_on && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      await setLeadFollowUp(api, id, null);
                      setFollowUp('');
                    }, 'Follow-up cleared.')
                  }
                  css={{ alignSelf: 'end' }}
                >
                  Clear follow-up
                </button>
              )}
            </div>
          </Box>
          <Box title="Timeline">
            <ol css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}>
              <li>
                Received <time dateTime={lead.routed_at}>{new Date(lead.routed_at).toLocaleString('en-IN')}</time>
              </li>
              {lead.timeline.map((e, i) => (
                <li key={i}>
                  {EVENT_TEXT[e.kind](e.detail)} <time dateTime={e.at}>{new Date(e.at).toLocaleString('en-IN')}</time>
                </li>
              ))}
            </ol>
          </Box>
        </>
      )}
    </section>
  );
}
