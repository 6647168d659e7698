import { YES_NO_APPLIED, YES_NO_APPLIED_LABELS } from '@pharmasetu/shared-contracts';
import { useCities } from '../data/use-cities';
import { ChoiceGroup } from '../form/choice-group';
import { CityAutocomplete } from '../form/city-autocomplete';
import { Form, Input, Label, Row } from '../form/form-styles';
import { SelectField } from '../form/select-field';
import type { ContactForm } from './requirement-forms';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

/** Spec §2: Yes=1, No=0, Applied=2. */
const YES_NO_APPLIED_CHOICES = [YES_NO_APPLIED.yes, YES_NO_APPLIED.no, YES_NO_APPLIED.applied].map((v) => ({
  label: YES_NO_APPLIED_LABELS[v]!,
  value: String(v),
}));

/** 'Contact & Business Information': who the buyer is and their business. */
export function StepContact({ state, dispatch, constData, client }: StepProps) {
  const form = state.contactForm;
  const edit = (patch: Partial<ContactForm>) => dispatch({ type: 'editContact', patch });
  const cities = useCities(client, state.postedContact?.country ?? state.postRequirementForm.country);
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'submitContact' });
      }}
    >
      <Row>
        <Label>
          Name
          <Input
            name="name"
            autoComplete="name"
            value={form.name}
            maxLength={100}
            onChange={(e) => edit({ name: e.target.value })}
          />
        </Label>
        <Label>
          Email
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={form.email}
            maxLength={254}
            onChange={(e) => edit({ email: e.target.value })}
          />
        </Label>
      </Row>
      <CityAutocomplete
        label="City"
        name="address"
        placeholder="Type your city and pick it"
        cities={cities}
        value={form.address}
        onChange={(address, addressPicked) => edit({ address, addressPicked })}
      />
      <Label>
        Firm name
        <Input
          autoComplete="organization"
          value={form.firm_name}
          maxLength={200}
          onChange={(e) => edit({ firm_name: e.target.value })}
        />
      </Label>
      <Row>
        <ChoiceGroup
          legend="Have GST Number?"
          name="gst_number"
          choices={YES_NO_APPLIED_CHOICES}
          value={form.gst_number}
          onChange={(gst_number) => edit({ gst_number })}
        />
        <ChoiceGroup
          legend="Have Drug License?"
          name="drug_license"
          choices={YES_NO_APPLIED_CHOICES}
          value={form.drug_license}
          onChange={(drug_license) => edit({ drug_license })}
        />
      </Row>
      <Row>
        <SelectField
          label="Experience"
          value={form.experience}
          options={constData.experience}
          onChange={(experience) => edit({ experience })}
        />
        <SelectField
          label="Profession"
          value={form.profession}
          options={constData.profession}
          onChange={(profession) => edit({ profession })}
        />
      </Row>
      <StepActions error={state.error} field={state.errorField} busy={state.pending !== null} label="Next" />
    </Form>
  );
}
