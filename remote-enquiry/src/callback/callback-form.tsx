import styled from '@emotion/styled';
import { SERVICE_TYPES, type EnquirySection, type SiteSettings } from '@pharmasetu/shared-contracts';
import { useEffect } from 'react';
import { ChoiceGroup } from '../form/choice-group';
import { Button, ErrorText, Form, Input, Label } from '../form/form-styles';
import { PhoneInput } from '../form/phone-input';
import { BUTTON_LABELS, type CallbackForm as Fields } from './callback-machine';
import { useCallbackPopup } from './use-callback-popup';

interface CallbackFormProps {
  settings: SiteSettings;
  section: EnquirySection;
  /** The company listing the call back is addressed to (opened on its page). */
  listingSlug?: string;
  onClose: () => void;
}

const Wrap = styled.div`
  padding: 8px 24px 24px;
  /* The title stays on top while the form scrolls (the dialog's close icon sits on it, right). */
  h2 {
    position: sticky;
    top: 0;
    z-index: 1;
    margin: 0 0 4px;
    padding: 12px 40px 8px 0;
    background: #fff;
    font-size: 20px;
  }
  p.lead {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 14px;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
  flex-wrap: wrap;
`;

const SERVICES = SERVICE_TYPES.map((s) => ({ label: s, value: s }));

/** Spec §2 quick enquiry popup: name, mobile with country, email, service; Cancel and Request Call Back. */
export function CallbackForm({ settings, section, listingSlug, onClose }: CallbackFormProps) {
  const { state, dispatch } = useCallbackPopup(settings, section, listingSlug);
  const { form, status } = state;
  const edit = (patch: Partial<Fields>) => dispatch({ type: 'edit', patch });
  useEffect(() => {
    if (!state.open) onClose();
  }, [state.open, onClose]);

  return (
    <Wrap>
      <h2>Request Call Back</h2>
      <p className="lead">Get franchise and third-party manufacturing rates from verified companies.</p>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          dispatch({ type: 'submit' });
        }}
      >
        <Label>
          Name
          <Input
            autoComplete="name"
            value={form.name}
            maxLength={100}
            onChange={(e) => edit({ name: e.target.value })}
          />
        </Label>
        <PhoneInput country={form.country} mobile={form.mobile} onChange={edit} />
        <Label>
          Email
          <Input
            type="email"
            autoComplete="email"
            value={form.email}
            maxLength={254}
            onChange={(e) => edit({ email: e.target.value })}
          />
        </Label>
        <ChoiceGroup
          legend="Service"
          columns={2}
          choices={SERVICES}
          value={form.type}
          onChange={(type) => edit({ type })}
        />
        <ErrorText role="alert">{state.error}</ErrorText>
        <Actions>
          <Button type="button" tone="secondary" onClick={() => dispatch({ type: 'cancel' })}>
            Cancel
          </Button>
          <Button
            type="submit"
            tone={status === 'posted' ? 'green' : status === 'error' ? 'red' : 'primary'}
            aria-disabled={status === 'sending'}
            data-status={status}
          >
            {BUTTON_LABELS[status]}
          </Button>
        </Actions>
        <p role="status" css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {status === 'posted' || status === 'error' ? BUTTON_LABELS[status] : ''}
        </p>
      </Form>
    </Wrap>
  );
}

export default CallbackForm;
