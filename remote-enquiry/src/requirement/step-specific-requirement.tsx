import { INVESTMENT, INVESTMENT_LABELS, ORDER_VALUE, ORDER_VALUE_LABELS } from '@pharmasetu/shared-contracts';
import { useCities } from '../data/use-cities';
import { ChoiceGroup, titles } from '../form/choice-group';
import { CityAutocomplete } from '../form/city-autocomplete';
import { Form, Input, Label } from '../form/form-styles';
import { SelectField } from '../form/select-field';
import type { SpecificRequirementForm } from './requirement-forms';
import { StepActions } from './step-actions';
import type { StepProps } from './step-props';

const choices = (values: number[], labels: Record<number, string>) =>
  values.map((v) => ({ label: labels[v]!, value: String(v) }));
const INVESTMENT_CHOICES = choices([INVESTMENT.below50000, INVESTMENT.above50000], INVESTMENT_LABELS);
const ORDER_VALUE_CHOICES = choices([ORDER_VALUE.below100000, ORDER_VALUE.above100000], ORDER_VALUE_LABELS);

/** 'Specific Requirement': the fields of the chosen service. */
export function StepSpecificRequirement({ state, dispatch, constData, client }: StepProps) {
  const form = state.specificRequirementForm;
  const service = state.serviceType ?? 'PCD Pharma Franchise';
  const pcd = service === 'PCD Pharma Franchise';
  const edit = (patch: Partial<SpecificRequirementForm>) => dispatch({ type: 'editSpecificRequirement', patch });
  const cities = useCities(client, pcd ? (state.postedContact?.country ?? 'IN') : null);
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dispatch({ type: 'submitSpecificRequirement' });
      }}
    >
      <ChoiceGroup
        legend={`${service} of (multiple)`}
        choices={titles(constData.medicineTypes)}
        values={form.medicine_type}
        onToggle={(medicine_type) => edit({ medicine_type })}
      />
      <ChoiceGroup
        legend="in (multiple)"
        choices={titles(pcd ? constData.serviceForPCD : constData.serviceFor3rdPCD)}
        values={form.service_for}
        onToggle={(service_for) => edit({ service_for })}
      />
      {pcd ? (
        <>
          <SelectField
            label="Selling Purpose"
            value={form.selling_purpose}
            options={constData.sellingPurpose}
            onChange={(selling_purpose) => edit({ selling_purpose })}
          />
          <ChoiceGroup
            legend="Investment"
            columns={2}
            choices={INVESTMENT_CHOICES}
            value={form.investment}
            onChange={(investment) => edit({ investment })}
          />
          <CityAutocomplete
            label="Area of operation"
            name="pcd_area"
            placeholder="Type a city and pick it"
            cities={cities}
            value={form.pcd_area}
            onChange={(pcd_area, pcdAreaPicked) => edit({ pcd_area, pcdAreaPicked })}
          />
        </>
      ) : (
        <>
          <Label>
            Order quantity
            <Input
              value={form.quantity}
              placeholder="for example 20 units"
              maxLength={100}
              onChange={(e) => edit({ quantity: e.target.value })}
            />
          </Label>
          <ChoiceGroup
            legend="Order Value"
            columns={2}
            choices={ORDER_VALUE_CHOICES}
            value={form.order_value}
            onChange={(order_value) => edit({ order_value })}
          />
        </>
      )}
      <StepActions error={state.error} field={state.errorField} busy={state.pending !== null} label="Submit" />
    </Form>
  );
}
