-- What a seller does with a lead: the statuses quoted and converted, the reason a lead is not relevant (a fixed list,
-- the shared contracts' NOT_RELEVANT_REASONS), a private note, a follow-up date, and a timeline of each action.
ALTER TABLE seller_leads DROP CONSTRAINT IF EXISTS seller_leads_status_check;
ALTER TABLE seller_leads ADD CONSTRAINT seller_leads_status_check
  CHECK (status IN ('new', 'contacted', 'quoted', 'converted', 'not_relevant'));
ALTER TABLE seller_leads ADD COLUMN not_relevant_reason text;
-- Only a not relevant lead has a reason (one marked before reasons existed has none).
ALTER TABLE seller_leads ADD CONSTRAINT seller_leads_reason_with_status
  CHECK (not_relevant_reason IS NULL OR status = 'not_relevant');
ALTER TABLE seller_leads ADD COLUMN note text NOT NULL DEFAULT '' CHECK (char_length(note) <= 2000);
ALTER TABLE seller_leads ADD COLUMN follow_up_on date;
-- The dashboard's due follow-ups: a company's leads with a date, soonest first.
CREATE INDEX seller_leads_follow_up ON seller_leads (company_id, follow_up_on) WHERE follow_up_on IS NOT NULL;

CREATE TABLE seller_lead_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES seller_leads (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('status', 'note', 'follow_up', 'call', 'whatsapp')),
  detail text NOT NULL DEFAULT '' CHECK (char_length(detail) <= 200),
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seller_lead_events_lead ON seller_lead_events (lead_id, id);
