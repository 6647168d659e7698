-- Whether buyers see a company and it may be routed leads: its pages, the directory, category and molecule pages,
-- the sitemap and the search index show only listed companies, and lead routing picks only them. A Join Free
-- company becomes listed once its mobile is verified and it has a category and a place; the catalog shipped
-- with the seed is listed.
ALTER TABLE companies ADD COLUMN listed boolean NOT NULL DEFAULT true;
