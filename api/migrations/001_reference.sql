-- Reference data: loaded by the seed on first start, read by the listing, suggestion and search calls.
CREATE TABLE categories (
  slug text PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('franchise', 'manufacturing'))
);

CREATE TABLE locations (
  slug text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE cities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  state text NOT NULL,
  country_code char(2) NOT NULL,
  country_name text NOT NULL,
  UNIQUE (country_code, name, state)
);

CREATE TABLE molecules (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  slug text NOT NULL UNIQUE
);
CREATE INDEX molecules_lower_name ON molecules (lower(name) text_pattern_ops);

CREATE TABLE companies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  city text NOT NULL,
  state text NOT NULL,
  rank integer NOT NULL DEFAULT 0
);

CREATE TABLE company_categories (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  category_slug text NOT NULL REFERENCES categories (slug),
  PRIMARY KEY (company_id, category_slug)
);

CREATE TABLE const_options (
  list text NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  PRIMARY KEY (list, position)
);
