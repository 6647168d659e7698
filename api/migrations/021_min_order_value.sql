-- A seller's minimum order value for general leads: null takes any; 100001 (the card's "Above Rs 1,00,000", spec §2)
-- takes a 3rd party manufacturing requirement only when the buyer chose that value. A requirement that names no
-- order value (every PCD one, a 3rd party one that skipped it) is not held back by it.
ALTER TABLE company_lead_preferences ADD COLUMN min_order_value integer CHECK (min_order_value IN (100001));
