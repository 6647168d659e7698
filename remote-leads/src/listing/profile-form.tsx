import {
  CERTIFICATIONS,
  fieldErrors,
  listingProfileSchema,
  offeredCategories,
  SERVICE_TYPES,
  saveListingProfile,
  type CityRecord,
  type ListingProfile,
  type SellerListing,
  type WritingHttpClient,
} from '@pharmasetu/shared-contracts';
import { useState, type ReactNode } from 'react';
import { errorText } from '../use-api';
import { ChoiceBoxes } from './choice-boxes';
import { CityPicker, statesOf } from './city-picker';
import { FieldError } from './field-error';

const section = { display: 'grid', gap: 12, padding: 16, border: '1px solid #d5dbe1', borderRadius: 8 } as const;

function TextField({
  name,
  label,
  value,
  onChange,
  error,
  multiline,
  inputMode,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  multiline?: boolean;
  inputMode?: 'numeric';
}) {
  const props = {
    id: name,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${name}-error` : undefined,
  };
  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <label htmlFor={name}>{label}</label>
      {multiline ? (
        <textarea
          {...props}
          rows={4}
          onChange={(e) => onChange(e.target.value)}
          css={{ font: 'inherit', padding: 8 }}
        />
      ) : (
        <input {...props} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldError id={`${name}-error`} message={error} />
    </div>
  );
}

/**
 * The listing's profile: about the company, its address (a city of the city list), contact, registrations (GST and
 * drug licence, checked as the api checks them), certifications, services and categories, and places served. The
 * shared schema checks it before it is sent; each message shows next to its field, and the api's answer is shown too.
 */
export function ProfileForm({
  api,
  listing,
  cities,
  onSaved,
}: {
  api: WritingHttpClient;
  listing: SellerListing;
  cities: readonly CityRecord[];
  onSaved: (listing: SellerListing) => void;
}) {
  const [draft, setDraft] = useState<ListingProfile>(listing.profile);
  const [year, setYear] = useState(listing.profile.established === null ? '' : String(listing.profile.established));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [servedCity, setServedCity] = useState({ city: '', state: '' });
  const set = <K extends keyof ListingProfile>(key: K, value: ListingProfile[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = async () => {
    const candidate = { ...draft, established: year.trim() === '' ? null : Number(year) };
    const parsed = listingProfileSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setStatus({ kind: 'error', text: 'Please correct the fields marked below.' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await saveListingProfile(api, parsed.data);
      setDraft(saved.profile);
      setStatus({ kind: 'saved', text: 'Saved. Your company page shows it within a few seconds.' });
      onSaved(saved);
    } catch (error) {
      setStatus({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  const offered = offeredCategories(draft.service_types);
  const addServedCity = () => {
    if (!servedCity.city) return;
    if (!draft.served_cities.some((c) => c.city === servedCity.city && c.state === servedCity.state))
      set('served_cities', [...draft.served_cities, servedCity]);
    setServedCity({ city: '', state: servedCity.state });
  };
  const block = (title: string, children: ReactNode) => (
    <section css={section} aria-label={title}>
      <h2 css={{ margin: 0, fontSize: 18 }}>{title}</h2>
      {children}
    </section>
  );

  return (
    <form
      noValidate
      css={{ display: 'grid', gap: 16 }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {block(
        'About the company',
        <>
          <TextField
            name="description"
            label="Description"
            multiline
            value={draft.description}
            onChange={(v) => set('description', v)}
            error={errors.description}
          />
          <TextField
            name="established"
            label="Established (year)"
            inputMode="numeric"
            value={year}
            onChange={setYear}
            error={errors.established}
          />
          <TextField
            name="contact_person"
            label="Contact person"
            value={draft.contact_person}
            onChange={(v) => set('contact_person', v)}
            error={errors.contact_person}
          />
        </>,
      )}
      {block(
        'Address',
        <>
          <TextField
            name="address_line"
            label="Street address"
            value={draft.address_line}
            onChange={(v) => set('address_line', v)}
            error={errors.address_line}
          />
          <CityPicker
            name="address_city"
            label="City"
            cities={cities}
            value={draft.address_city}
            onChange={(v) => set('address_city', v)}
            error={errors.address_city}
          />
        </>,
      )}
      {block(
        'Registrations',
        <>
          <TextField
            name="gst_number"
            label="GST number (15 characters)"
            value={draft.gst_number}
            onChange={(v) => set('gst_number', v)}
            error={errors.gst_number}
          />
          <TextField
            name="drug_licence"
            label="Drug licence number"
            value={draft.drug_licence}
            onChange={(v) => set('drug_licence', v)}
            error={errors.drug_licence}
          />
          <ChoiceBoxes
            name="certifications"
            legend="Certifications"
            options={CERTIFICATIONS}
            chosen={draft.certifications}
            onChange={(v) => set('certifications', v)}
            error={errors.certifications}
          />
        </>,
      )}
      {block(
        'Services and categories',
        <>
          <ChoiceBoxes
            name="service_types"
            legend="Services you offer"
            options={SERVICE_TYPES}
            chosen={draft.service_types}
            onChange={(v) => {
              const keep = new Set(offeredCategories(v));
              setDraft((d) => ({ ...d, service_types: v, categories: d.categories.filter((c) => keep.has(c)) }));
            }}
            error={errors.service_types}
          />
          <ChoiceBoxes
            name="categories"
            legend="Categories"
            options={offered}
            chosen={draft.categories}
            onChange={(v) => set('categories', v)}
            error={errors.categories}
          />
        </>,
      )}
      {block(
        'Places served',
        <>
          <ChoiceBoxes
            name="served_states"
            legend="Whole states"
            options={statesOf(cities)}
            chosen={draft.served_states}
            onChange={(v) => set('served_states', v)}
            error={errors.served_states}
          />
          <CityPicker
            name="served_city"
            label="Add a city served"
            cities={cities}
            value={servedCity}
            onChange={setServedCity}
            error={errors.served_cities}
          />
          <button type="button" onClick={addServedCity} disabled={!servedCity.city}>
            Add city
          </button>
          <ul
            aria-label="Cities served"
            css={{ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}
          >
            {draft.served_cities.map((c) => (
              <li key={`${c.state}|${c.city}`} css={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                {c.city}, {c.state}
                <button
                  type="button"
                  aria-label={`Remove ${c.city}`}
                  onClick={() =>
                    set(
                      'served_cities',
                      draft.served_cities.filter((x) => x !== c),
                    )
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </>,
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <button type="submit" disabled={busy} css={{ minWidth: 120 }}>
          {busy ? 'Saving…' : 'Save profile'}
        </button>
        {status && (
          <span role="status" css={{ color: status.kind === 'saved' ? '#067647' : '#b42318' }}>
            {status.text}
          </span>
        )}
      </div>
    </form>
  );
}
