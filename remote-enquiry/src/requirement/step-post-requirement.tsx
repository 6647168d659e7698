import { SERVICE_TYPES } from '@pharmasetu/shared-contracts';
import { ChoiceGroup, titles } from '../form/choice-group';
import { Form, Input, Label, Row } from '../form/form-styles';
import { PhoneInput } from '../form/phone-input';
import { SelectField } from '../form/select-field';
import { MessageBox } from './message-box';
import { needsEmailOtp, type PostRequirementForm } from './requirement-forms';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

/** 'Post your Requirement': service, emergency, call time, mobile, e-mail when an e-mail OTP needs it, message. */
export function StepPostRequirement({ state, dispatch, constData, client }: StepProps) {
  const form = state.postRequirementForm;
  const edit = (patch: Partial<PostRequirementForm>) => dispatch({ type: 'editPostRequirement', patch });
  // The service types are spec §9 constants: the choice stays usable even when the constant data failed.
  const services = constData.enquiryType.length
    ? titles(constData.enquiryType)
    : SERVICE_TYPES.map((s) => ({ label: s, value: s }));
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'submitPostRequirement' });
      }}
    >
      <ChoiceGroup
        legend="You are looking for?"
        name="service_type"
        columns={2}
        choices={services}
        value={form.service_type}
        onChange={(service_type) => edit({ service_type })}
      />
      <Row>
        <SelectField
          label="Requirement Emergency"
          value={form.required_when}
          options={constData.requiredWhen}
          onChange={(required_when) => edit({ required_when })}
        />
        <SelectField
          label="Call-Time Preference"
          value={form.call_time}
          options={constData.callTime}
          onChange={(call_time) => edit({ call_time })}
        />
      </Row>
      <PhoneInput country={form.country} mobile={form.mobile} onChange={edit} />
      {needsEmailOtp(form, state.ctx.listingSlug) && (
        <Label>
          Email (we will send the OTP here)
          <Input
            type="email"
            name="email"
            autoComplete="email"
            value={form.email}
            maxLength={254}
            onChange={(e) => edit({ email: e.target.value })}
          />
        </Label>
      )}
      <MessageBox client={client} value={form.message} onChange={(message) => edit({ message })} />
      <StepActions error={state.error} field={state.errorField} busy={state.pending !== null} label="Next" />
    </Form>
  );
}
