-- A row deleted outright leaves the search index by its objectID. The outbox's keys are read again when they are sent
-- (api/src/search/index-sender.ts), and a deleted company can no longer say which record was its own (the objectID
-- comes from its slug), so the outbox row carries that objectID, taken while the row still existed. A deletion may
-- come from anywhere (a cascade, an operator's SQL, an erasure job), so the queueing is the database's guarantee, as
-- the cascades are: a trigger, in the deleting transaction. A company whose slug changes gives up its old objectID the
-- same way; a category or molecule is queued by slug (its record leaves when the slug is gone, the new one is saved);
-- a product's company is re-saved (its record lists its products).
ALTER TABLE search_index_outbox ADD COLUMN object_id text CHECK (length(object_id) BETWEEN 1 AND 300);

CREATE FUNCTION search_index_queue_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    INSERT INTO search_index_outbox (kind, key, object_id) VALUES ('company', OLD.id::text, 'company-' || OLD.slug);
  ELSIF TG_TABLE_NAME = 'company_products' THEN
    INSERT INTO search_index_outbox (kind, key) VALUES ('company', OLD.company_id::text);
  ELSIF TG_TABLE_NAME = 'categories' THEN
    INSERT INTO search_index_outbox (kind, key) VALUES ('category', OLD.slug);
  ELSIF TG_TABLE_NAME = 'molecules' THEN
    INSERT INTO search_index_outbox (kind, key) VALUES ('molecule', OLD.slug);
  END IF;
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME IN ('categories', 'molecules') THEN
    INSERT INTO search_index_outbox (kind, key) VALUES (CASE TG_TABLE_NAME WHEN 'categories' THEN 'category' ELSE 'molecule' END, NEW.slug);
  END IF;
  RETURN OLD;
END
$$;

-- BEFORE: the row (and what cascades from it) is still there when its key is queued.
CREATE TRIGGER search_index_company_removed BEFORE DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION search_index_queue_removal();
CREATE TRIGGER search_index_company_reslugged AFTER UPDATE OF slug ON companies
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION search_index_queue_removal();
CREATE TRIGGER search_index_product_removed BEFORE DELETE ON company_products
  FOR EACH ROW EXECUTE FUNCTION search_index_queue_removal();
CREATE TRIGGER search_index_category_removed BEFORE DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION search_index_queue_removal();
CREATE TRIGGER search_index_category_reslugged AFTER UPDATE OF slug ON categories
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION search_index_queue_removal();
CREATE TRIGGER search_index_molecule_removed BEFORE DELETE ON molecules
  FOR EACH ROW EXECUTE FUNCTION search_index_queue_removal();
CREATE TRIGGER search_index_molecule_reslugged AFTER UPDATE OF slug ON molecules
  FOR EACH ROW WHEN (OLD.slug IS DISTINCT FROM NEW.slug) EXECUTE FUNCTION search_index_queue_removal();
