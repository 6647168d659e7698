import styled from '@emotion/styled';
import {
  createHttpClient,
  firstErrorMessage,
  generateOtp,
  HttpError,
  postRegistration,
  REGISTRATION_CATEGORIES,
  REGISTRATION_MESSAGES,
  registrationErrorMessage,
  registrationSchema,
  SERVICE_TYPES,
  validateOtp,
  type RegistrationInput,
  type ServiceType,
  type SiteSettings,
} from '@pharmasetu/shared-contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useCities } from '../data/use-cities';
import { ChoiceGroup } from '../form/choice-group';
import { CityAutocomplete } from '../form/city-autocomplete';
import { Button, ErrorText, Form, Input, Label } from '../form/form-styles';
import { OtpInput } from '../form/otp-input';
import { PhoneInput } from '../form/phone-input';

interface Fields {
  company_name: string;
  contact_name: string;
  country: string;
  mobile: string;
  email: string;
  city: string;
  service_types: ServiceType[];
  categories: string[];
  gst_number: string;
}

type Phase = { kind: 'form' } | { kind: 'otp'; to: string } | { kind: 'done'; message: string };

const EMPTY: Fields = {
  company_name: '',
  contact_name: '',
  country: 'IN',
  mobile: '',
  email: '',
  city: '',
  service_types: [],
  categories: [],
  gst_number: '',
};

const SERVICES = SERVICE_TYPES.map((s) => ({ label: s, value: s }));

const Done = styled.div`
  display: grid;
  gap: 12px;
  p {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 700;
  }
`;

/** The categories a company may choose: those of the service types it offers (const data), each once. */
const categoriesFor = (serviceTypes: readonly ServiceType[]) => [
  ...new Set(serviceTypes.flatMap((s) => REGISTRATION_CATEGORIES[s])),
];

/**
 * Join Free: the company's details, its city picked from the list, the services and categories it offers; then its
 * mobile is proved by an SMS code (the buyers' OTP calls, with their limits) and only then is the company stored.
 */
export function JoinFreeForm({ settings }: { settings: SiteSettings }) {
  const client = useMemo(() => createHttpClient(settings.urls.api), [settings.urls.api]);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [picked, setPicked] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [otp, setOtp] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const cities = useCities(client, fields.country);
  const edit = (patch: Partial<Fields>) => {
    setFields((f) => ({ ...f, ...patch }));
    setError('');
  };
  const offered = categoriesFor(fields.service_types);

  const payload = (): RegistrationInput => ({
    company_name: fields.company_name,
    contact_name: fields.contact_name,
    mobile: fields.mobile,
    country_code: fields.country,
    email: fields.email,
    city: fields.city,
    service_types: fields.service_types,
    categories: fields.categories.filter((c) => offered.includes(c)),
    gst_number: fields.gst_number || undefined,
  });

  /** Runs one step: the button says so while it runs; a refusal is shown in words under the form. */
  const step = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (e) {
      setError(e instanceof HttpError ? registrationErrorMessage(e) : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const register = async () => {
    const answer = await postRegistration(client, payload());
    setPhase({ kind: 'done', message: answer.message });
  };

  const submitForm = (event: FormEvent) => {
    event.preventDefault();
    const checked = registrationSchema.safeParse(payload());
    if (!checked.success) return setError(firstErrorMessage(checked.error));
    if (!picked) return setError(REGISTRATION_MESSAGES.cityPicked);
    void step(async () => {
      const sent = await generateOtp(client, { mobile: checked.data.mobile, country: checked.data.country_code });
      // This session proved the number already (within a day): nothing to type again.
      if (sent.status === 'verified') return register();
      setOtp('');
      setPhase({ kind: 'otp', to: `+${checked.data.isd_code} ${checked.data.mobile}` });
    });
  };

  const submitOtp = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(otp)) return setError('OTP must be 6 digits');
    void step(async () => {
      await validateOtp(client, { otp });
      await register();
    });
  };

  if (phase.kind === 'done')
    return (
      <Done role="status" data-testid="registration-done">
        <p>{phase.message}</p>
        <p>
          We have sent a welcome SMS and e-mail with your leads dashboard link. Your leads arrive there: sign in with
          your mobile number.
        </p>
        <a href={settings.urls.dashboard} target="_blank" rel="noopener">
          Open your leads dashboard
        </a>
      </Done>
    );

  if (phase.kind === 'otp')
    return (
      <Form noValidate onSubmit={submitOtp} aria-label="Verify your mobile number">
        <p css={{ margin: 0 }}>
          We have sent a 6-digit code to {phase.to}. Enter it to verify your mobile number and create your free listing.
        </p>
        <OtpInput
          value={otp}
          onChange={(digits) => {
            setOtp(digits);
            setError('');
          }}
        />
        <ErrorText role="alert">{error}</ErrorText>
        <Button type="submit" tone="green" aria-disabled={busy}>
          {busy ? 'Please wait...' : 'Verify and Join Free'}
        </Button>
        <Button type="button" tone="secondary" onClick={() => (setPhase({ kind: 'form' }), setError(''))}>
          Change details
        </Button>
      </Form>
    );

  return (
    <Form noValidate onSubmit={submitForm} aria-label="Join Free">
      <Label>
        Company name
        <Input
          name="company_name"
          autoComplete="organization"
          maxLength={150}
          value={fields.company_name}
          onChange={(e) => edit({ company_name: e.target.value })}
        />
      </Label>
      <Label>
        Your name
        <Input
          name="contact_name"
          autoComplete="name"
          maxLength={100}
          value={fields.contact_name}
          onChange={(e) => edit({ contact_name: e.target.value })}
        />
      </Label>
      <PhoneInput
        country={fields.country}
        mobile={fields.mobile}
        onChange={({ country, mobile }) => {
          if (country !== fields.country) {
            setPicked(false);
            edit({ country, mobile, city: '' });
          } else edit({ mobile });
        }}
      />
      <Label>
        Email
        <Input
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={fields.email}
          onChange={(e) => edit({ email: e.target.value })}
        />
      </Label>
      <CityAutocomplete
        label="City"
        name="city"
        placeholder="Type your city and pick it from the list"
        cities={cities}
        value={fields.city}
        onChange={(city, fromList) => {
          setPicked(fromList);
          edit({ city });
        }}
      />
      <ChoiceGroup
        legend="Services you offer"
        name="service_types"
        columns={2}
        choices={SERVICES}
        values={fields.service_types}
        onToggle={(values) => edit({ service_types: values as ServiceType[] })}
      />
      {offered.length > 0 && (
        <ChoiceGroup
          legend="Your categories (buyers' requirements in these reach you)"
          name="categories"
          columns={2}
          choices={offered.map((c) => ({ label: c, value: c }))}
          values={fields.categories}
          onToggle={(values) => edit({ categories: values })}
        />
      )}
      <Label>
        GST number (optional)
        <Input
          name="gst_number"
          autoComplete="off"
          maxLength={20}
          value={fields.gst_number}
          onChange={(e) => edit({ gst_number: e.target.value })}
        />
      </Label>
      <ErrorText role="alert">{error}</ErrorText>
      <Button type="submit" tone="green" aria-disabled={busy}>
        {busy ? 'Please wait...' : 'Send OTP and Join Free'}
      </Button>
    </Form>
  );
}
