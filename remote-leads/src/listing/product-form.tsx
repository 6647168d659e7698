import {
  fieldErrors,
  listingProductSchema,
  PRODUCT_FORMS,
  type ListingProductInput,
  type WritingHttpClient,
} from '@pharmasetu/shared-contracts';
import { useState } from 'react';
import { FieldError } from './field-error';
import { MoleculePicker } from './molecule-picker';

export const EMPTY_PRODUCT: ListingProductInput = {
  name: '',
  composition: '',
  pack: '',
  form: 'Tablets',
  strength: '',
  molecules: [],
};

const TEXT_FIELDS = [
  ['name', 'Product name'],
  ['composition', 'Composition'],
  ['strength', 'Strength'],
  ['pack', 'Pack'],
] as const;

/** One product, added or edited: checked by the shared schema before it is sent; messages next to the fields. */
export function ProductForm({
  api,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  api: WritingHttpClient;
  initial: ListingProductInput;
  submitLabel: string;
  onSubmit: (product: ListingProductInput) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<ListingProductInput>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parsed = listingProductSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    setFailure(await onSubmit(parsed.data));
    setBusy(false);
  };
  return (
    <form
      noValidate
      aria-label={submitLabel}
      css={{ display: 'grid', gap: 12, padding: 16, border: '1px solid #d5dbe1', borderRadius: 8 }}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {TEXT_FIELDS.map(([key, label]) => (
        <div key={key} css={{ display: 'grid', gap: 4 }}>
          <label htmlFor={`product-${key}`}>{label}</label>
          <input
            id={`product-${key}`}
            name={key}
            value={draft[key]}
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={errors[key] ? `product-${key}-error` : undefined}
            onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
          />
          <FieldError id={`product-${key}-error`} message={errors[key]} />
        </div>
      ))}
      <label>
        Form
        <select
          name="form"
          value={draft.form}
          onChange={(e) => setDraft((d) => ({ ...d, form: e.target.value as ListingProductInput['form'] }))}
        >
          {PRODUCT_FORMS.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
        <FieldError id="product-form-error" message={errors.form} />
      </label>
      <MoleculePicker
        api={api}
        chosen={draft.molecules}
        onChange={(molecules) => setDraft((d) => ({ ...d, molecules }))}
        error={errors.molecules}
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        {failure && (
          <span role="alert" css={{ color: '#b42318' }}>
            {failure}
          </span>
        )}
      </div>
    </form>
  );
}
