import {
  firstErrorMessage,
  HttpError,
  postRegistration,
  registrationSchema,
  SUPPORTED_COUNTRIES,
} from '@pharmasetu/shared-contracts';
import { useState, type FormEvent } from 'react';
import { contentHead } from '../../seo/page-head';
import { useSite } from '../../site-context';
import { ContentPage } from '../content-page';
import { Form } from './registration-form-style';

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string } | { kind: 'done'; message: string };

const FIELDS = [
  { name: 'company_name', label: 'Company name', type: 'text', autoComplete: 'organization' },
  { name: 'contact_name', label: 'Your name', type: 'text', autoComplete: 'name' },
  { name: 'mobile', label: 'Mobile number', type: 'tel', autoComplete: 'tel-national' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'city', label: 'City', type: 'text', autoComplete: 'address-level2' },
  { name: 'gst_number', label: 'GST number (optional)', type: 'text', autoComplete: 'off' },
] as const;

/** Join Free: a seller registers; validated with the same schema as the api, stored by the api. */
export default function RegistrationPage() {
  const { api, settings } = useSite();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const body = { ...values, gst_number: values.gst_number || undefined };
    const checked = registrationSchema.safeParse(body);
    if (!checked.success) return setStatus({ kind: 'error', message: firstErrorMessage(checked.error) });
    setStatus({ kind: 'sending' });
    try {
      const answer = await postRegistration(api, checked.data);
      setStatus({ kind: 'done', message: answer.message });
    } catch (error) {
      setStatus({
        kind: 'error',
        message: (error instanceof HttpError && error.error) || 'Registration failed. Please try again in a moment.',
      });
    }
  };

  return (
    <ContentPage
      title="Join Free"
      head={contentHead(settings, {
        path: '/registration',
        title: 'Join Free',
        description: 'Register your pharma company for free and start receiving buyer enquiries.',
      })}
    >
      {status.kind === 'done' ? (
        <p role="status" data-testid="registration-done">
          {status.message}
        </p>
      ) : (
        <Form onSubmit={submit} noValidate onChange={() => status.kind === 'error' && setStatus({ kind: 'idle' })}>
          <label>
            Country
            <select name="country_code" defaultValue="IN">
              {SUPPORTED_COUNTRIES.map((c) => (
                <option key={c.alpha2} value={c.alpha2}>
                  {c.country_name} (+{c.country_code})
                </option>
              ))}
            </select>
          </label>
          {FIELDS.map((f) => (
            <label key={f.name}>
              {f.label}
              <input name={f.name} type={f.type} autoComplete={f.autoComplete} maxLength={254} />
            </label>
          ))}
          {status.kind === 'error' && (
            <p role="alert" className="error">
              {status.message}
            </p>
          )}
          <button type="submit" aria-disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? 'Please wait...' : 'Join Free'}
          </button>
        </Form>
      )}
    </ContentPage>
  );
}
