export interface SmsMessage {
  to: string;
  text: string;
}
export interface SmsProvider {
  name: string;
  send(message: SmsMessage): Promise<void>;
}

/**
 * An SMS gateway behind an HTTP hook: POST {to, text} as JSON to SMS_WEBHOOK_URL (adapters for MSG91, Twilio,
 * etc. sit behind it). Any non-2xx answer is a failure.
 */
export function webhookSmsProvider(url: string): SmsProvider {
  return {
    name: 'webhook',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
