-- Only verified data decides anything tied to a mobile (SECURITY.md, "Trust model"), and every verified enquiry ends
-- in one recorded outcome (the delivery ledger).

-- Step 1's details stay with their own enquiry. They become the mobile's profile (customers) only when that enquiry's
-- mobile is verified by SMS; an enquiry verified by SMS without details of its own gets a copy of the profile. What a
-- seller is shown and where a lead is routed come from here.
CREATE TABLE enquiry_contacts (
  enquiry_id integer PRIMARY KEY REFERENCES enquiries (id),
  name text NOT NULL,
  email text NOT NULL,
  address text NOT NULL,
  gst_number smallint NOT NULL CHECK (gst_number IN (0, 1, 2)),
  drug_license smallint NOT NULL CHECK (drug_license IN (0, 1, 2)),
  firm_name text,
  experience text,
  profession text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A profile no SMS-verified enquiry stands behind was written by someone who never proved the mobile: it is cleared.
UPDATE customers c SET name = NULL, email = NULL, address = NULL, gst_number = NULL, drug_license = NULL, firm_name = NULL,
  experience = NULL, profession = NULL, updated_at = now()
WHERE NOT EXISTS (SELECT 1 FROM enquiries e WHERE e.customer_id = c.id AND e.verified_by = 'sms');
-- Verified enquiries keep the details they were routed with (their customer's).
INSERT INTO enquiry_contacts (enquiry_id, name, email, address, gst_number, drug_license, firm_name, experience, profession)
SELECT e.id, c.name, c.email, c.address, c.gst_number, c.drug_license, c.firm_name, c.experience, c.profession
FROM enquiries e JOIN customers c ON c.id = e.customer_id
WHERE e.verified_at IS NOT NULL AND c.name IS NOT NULL AND c.email IS NOT NULL AND c.address IS NOT NULL
  AND c.gst_number IS NOT NULL AND c.drug_license IS NOT NULL;

-- The buyer closed the requirement (the link in their confirmation): no further seller gets it.
ALTER TABLE enquiries ADD COLUMN closed_at timestamptz;

-- The delivery ledger: lead_routings holds one row per verified enquiry, its outcome. Routed to `companies` (at least
-- one), in `scope` (the listing's company; or the place the companies were found in: the buyer's area, their state, a
-- neighbouring state, anywhere when no place was given); a duplicate of an earlier routed enquiry of the same buyer,
-- service and target; or not routable, with the reason. `routed_at` is when the outcome was recorded.
ALTER TABLE lead_routings ADD COLUMN outcome text NOT NULL DEFAULT 'routed' CHECK (outcome IN ('routed', 'duplicate', 'not_routable'));
ALTER TABLE lead_routings ADD COLUMN duplicate_of integer REFERENCES enquiries (id);
ALTER TABLE lead_routings ADD COLUMN reason text CHECK (reason IN ('no-match', 'company-unlisted', 'expired', 'closed'));
ALTER TABLE lead_routings ADD COLUMN scope text CHECK (scope IN ('listing', 'area', 'state', 'nearby', 'anywhere'));
UPDATE lead_routings SET outcome = 'not_routable', reason = 'no-match' WHERE companies = 0;
ALTER TABLE lead_routings ADD CONSTRAINT lead_routings_one_outcome CHECK (
  (outcome = 'routed' AND companies > 0 AND duplicate_of IS NULL AND reason IS NULL)
  OR (outcome = 'duplicate' AND companies = 0 AND duplicate_of IS NOT NULL AND reason IS NULL)
  OR (outcome = 'not_routable' AND companies = 0 AND duplicate_of IS NULL AND reason IS NOT NULL));
CREATE INDEX lead_routings_not_routable ON lead_routings (routed_at) WHERE outcome = 'not_routable';

-- A routing waits until `due_at`: an enquiry verified when it was posted (a company page's, after its OTP) waits for
-- the buyer's steps 1 and 2, which route it at once; the sweep routes it when they never come.
ALTER TABLE lead_routing_queue ADD COLUMN due_at timestamptz NOT NULL DEFAULT now();

-- Verified enquiries with no outcome and not queued (turned away as duplicates of unverified enquiries, or verified
-- on posting a general requirement and never queued): queued, so routing records their outcome (those verified too
-- long after they were posted as expired).
INSERT INTO lead_routing_queue (enquiry_id)
SELECT e.id FROM enquiries e
WHERE e.verified_at IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM lead_routings r WHERE r.enquiry_id = e.id)
  AND NOT EXISTS (SELECT 1 FROM lead_routing_queue q WHERE q.enquiry_id = e.id);

-- A duplicate is decided among verified enquiries when one is routed (the ledger), not when an enquiry is posted.
ALTER TABLE enquiries DROP COLUMN duplicate_of;
