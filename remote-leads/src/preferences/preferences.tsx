import {
  CONST_DATA,
  fetchLeadReach,
  ORDER_VALUE,
  ORDER_VALUE_LABELS,
  fetchSellerPreferences,
  saveSellerPreferences,
  SERVICE_TYPES,
  type HttpClient,
  type LeadReachProblem,
  type SellerLeadReach,
  type SellerPreferences,
} from '@pharmasetu/shared-contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { errorText } from '../use-api';

/** The preferences schema's bounds (shared-contracts seller/schemas.ts), told before saving rather than after. */
const MAX = { service_types: 2, states: 40, categories: 30, medicine_types: 30 } as const;

/** Every category a buyer can pick on the card (both service types' lists), once each. */
const CATEGORIES = [...new Set([...CONST_DATA.serviceForPCD, ...CONST_DATA.serviceFor3rdPCD])];

/** Why no general lead can arrive, in the seller's terms. */
const REACH_TEXT: Record<LeadReachProblem, string> = {
  no_service_type: 'No service type is chosen, so no general requirement can match your company.',
  no_place:
    'Your company has no state and none is chosen here, so a requirement from any place in India passes you by.',
  no_category:
    'No category is chosen: your company stays unlisted until it has one, so buyers do not see it and no leads reach it.',
  not_listed: 'Your company is not listed: buyers do not see its page and no leads are routed to it.',
  no_package: 'Your company has no package yet, so no general leads are routed to it. Please call us.',
};

function Choices({
  legend,
  hint,
  options,
  chosen,
  max,
  onChange,
}: {
  legend: string;
  hint?: ReactNode;
  options: readonly string[];
  chosen: string[];
  max: number;
  onChange: (next: string[]) => void;
}) {
  const full = chosen.length >= max;
  return (
    <fieldset css={{ border: '1px solid #e3e8ee', borderRadius: 6, padding: 12, margin: 0, minWidth: 0 }}>
      <legend css={{ fontWeight: 600, padding: '0 4px' }}>
        {legend} ({chosen.length} of at most {max})
      </legend>
      {hint && <p css={{ margin: '0 0 8px' }}>{hint}</p>}
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          gap: '0 12px',
          maxHeight: 320,
          overflowY: 'auto',
        }}
      >
        {options.map((o) => {
          const on = chosen.includes(o);
          return (
            <label key={o} css={{ display: 'flex !important', alignItems: 'center', gap: 8, minHeight: 40 }}>
              <input
                type="checkbox"
                checked={on}
                disabled={!on && full}
                onChange={() => onChange(on ? chosen.filter((c) => c !== o) : [...chosen, o])}
                css={{ minHeight: 'auto !important', width: 20, height: 20 }}
              />
              {o}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The company's lead preferences over GET/POST /seller/preferences: what routing matches general requirements on.
 * Above them, what keeps general leads away right now (GET /seller/lead-reach), each reason in words.
 */
export function Preferences({ api, states }: { api: HttpClient; states: string[] }) {
  const [prefs, setPrefs] = useState<SellerPreferences | null>(null);
  const [reach, setReach] = useState<SellerLeadReach | null>(null);
  const [error, setError] = useState('');
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([fetchSellerPreferences(api), fetchLeadReach(api)]).then(
      ([p, r]) => {
        if (!live) return;
        setPrefs(p);
        setReach(r);
      },
      (e) => live && setError(errorText(e)),
    );
    return () => void (live = false);
  }, [api]);

  const save = async () => {
    if (!prefs || busy) return;
    setBusy(true);
    setError('');
    setSaved('');
    try {
      setPrefs(await saveSellerPreferences(api, prefs));
      setReach(await fetchLeadReach(api));
      setSaved('Preferences saved. New requirements are matched with them from now on.');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const change = (key: keyof SellerPreferences) => (next: string[]) => {
    setSaved('');
    setPrefs((p) => (p ? { ...p, [key]: next } : p));
  };
  const stateOptions = prefs ? [...new Set([...prefs.states, ...states])] : states;
  const missing = prefs && (prefs.service_types.length === 0 || prefs.states.length === 0);

  return (
    <section aria-label="Lead preferences" css={{ display: 'grid', gap: 12 }}>
      <h2 css={{ margin: 0, fontSize: 20 }}>Lead preferences</h2>
      <p css={{ margin: 0 }}>
        General requirements (not posted on your own page) are sent to the sellers whose preferences match them.
      </p>
      {reach && reach.problems.length > 0 && (
        <div role="alert" css={{ border: '1px solid #e0a800', background: '#fff8e1', borderRadius: 6, padding: 12 }}>
          <p css={{ margin: 0, fontWeight: 600 }}>General leads cannot reach you right now:</p>
          <ul css={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {reach.problems.map((p) => (
              <li key={p}>{REACH_TEXT[p]}</li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p role="alert" css={{ color: '#b00020', margin: 0 }}>
          {error}
        </p>
      )}
      {prefs && (
        <>
          <Choices
            legend="Service types"
            options={SERVICE_TYPES}
            chosen={prefs.service_types}
            max={MAX.service_types}
            onChange={change('service_types')}
          />
          <Choices
            legend="States you serve"
            hint={
              reach?.company_state
                ? `Requirements from ${reach.company_state}, your company's state, reach you even if it is not chosen.`
                : undefined
            }
            options={stateOptions}
            chosen={prefs.states}
            max={MAX.states}
            onChange={change('states')}
          />
          <Choices
            legend="Categories"
            hint="None chosen: requirements of any category match."
            options={CATEGORIES}
            chosen={prefs.categories}
            max={MAX.categories}
            onChange={change('categories')}
          />
          <Choices
            legend="Medicine types"
            hint="None chosen: requirements of any medicine type match."
            options={CONST_DATA.medicineTypes}
            chosen={prefs.medicine_types}
            max={MAX.medicine_types}
            onChange={change('medicine_types')}
          />
          <label css={{ maxWidth: 420 }}>
            Minimum order value (3rd party manufacturing)
            <select
              value={prefs.min_order_value ?? ''}
              onChange={(e) => {
                setSaved('');
                setPrefs({ ...prefs, min_order_value: e.target.value ? ORDER_VALUE.above100000 : null });
              }}
            >
              <option value="">Any order value</option>
              <option value={ORDER_VALUE.above100000}>{ORDER_VALUE_LABELS[ORDER_VALUE.above100000]} only</option>
            </select>
          </label>
          {missing && (
            <p css={{ margin: 0 }}>Choose at least one service type and one state to save your preferences.</p>
          )}
          {saved && (
            <p role="status" css={{ margin: 0, color: '#1b6e3a' }}>
              {saved}
            </p>
          )}
          <button type="button" onClick={() => void save()} disabled={busy || !!missing} css={{ justifySelf: 'start' }}>
            Save preferences
          </button>
        </>
      )}
    </section>
  );
}
