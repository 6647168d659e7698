import styled from '@emotion/styled';
import { useId, type FormEvent } from 'react';
import type { NewsletterMessage, NewsletterStatus } from './newsletter-machine';
import { useNewsletter } from './use-newsletter';

const Section = styled.section`
  flex: 1 1 280px;
  max-width: 420px;
  h2 {
    font-size: 16px;
    margin: 0 0 8px;
    color: #fff;
  }
  p {
    margin: 0 0 12px;
    font-size: 14px;
  }
  label {
    display: block;
    font-size: 13px;
    margin-bottom: 6px;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  input {
    flex: 1 1 auto;
    min-width: 0;
    height: ${({ theme }) => theme.input.height}px;
    border: ${({ theme }) => `${theme.input.border}px solid ${theme.colors.border}`};
    border-radius: ${({ theme }) => theme.input.radius}px;
    padding: 0 12px;
    font-size: 14px;
  }
  button {
    flex: 0 0 auto;
    min-width: 112px;
    height: ${({ theme }) => theme.input.height}px;
    border: 0;
    border-radius: ${({ theme }) => theme.input.radius}px;
    background: ${({ theme }) => theme.colors.orange};
    color: #17202b;
    font-weight: 600;
    font-size: 14px;
    cursor: pointer;
  }
  button[aria-disabled='true'] {
    cursor: default;
    opacity: 0.85;
  }
  input:focus-visible,
  button:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

/** Always rendered, one line high when empty: a message appearing never moves the page. */
const Message = styled.p<{ tone?: NewsletterMessage['tone'] }>`
  min-height: 30px;
  margin: 8px 0 0 !important;
  & > span {
    display: inline-block;
    padding: 6px 10px;
    border-radius: ${({ theme }) => theme.input.radius}px;
    font-size: 14px;
    font-weight: 600;
    background: ${({ theme, tone }) => (tone === 'success' ? theme.colors.green : theme.colors.red)};
    color: ${({ tone }) => (tone === 'success' ? '#17202b' : '#fff')};
  }
`;

const BUTTON_LABEL: Record<NewsletterStatus, string> = {
  idle: 'Subscribe',
  subscribing: 'Subscribing…',
  subscribed: 'Subscribed',
};

/** Spec §2/§4/§5/§8: the footer's newsletter form. */
export function NewsletterForm({ apiUrl }: { apiUrl: string }) {
  const { state, edit, submit } = useNewsletter(apiUrl);
  const id = useId();
  const { message, status } = state;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Newsletter</h2>
      <p>New franchise and manufacturing companies, in your inbox.</p>
      <form noValidate onSubmit={onSubmit} aria-busy={status === 'subscribing'}>
        <label htmlFor={`${id}-email`}>Email address</label>
        <Row>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            value={state.email}
            onChange={(event) => edit(event.target.value)}
            aria-invalid={message?.tone === 'error'}
            aria-describedby={`${id}-message`}
          />
          <button type="submit" aria-disabled={status !== 'idle'}>
            {BUTTON_LABEL[status]}
          </button>
        </Row>
        <Message id={`${id}-message`} role="status" tone={message?.tone} data-tone={message?.tone}>
          {message && <span>{message.text}</span>}
        </Message>
      </form>
    </Section>
  );
}
