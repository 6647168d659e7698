-- A company's one webhook: each lead routed to it is POSTed there, signed with the webhook's secret (HMAC-SHA256),
-- from the notification outbox (channel 'webhook', retried with its back-off). The secret must be kept in clear:
-- the api signs with it.
CREATE TABLE seller_webhooks (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  url text NOT NULL,
  secret text NOT NULL,
  created_by integer REFERENCES seller_accounts (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_channel_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_channel_check
  CHECK (channel IN ('sms', 'email', 'webhook'));
