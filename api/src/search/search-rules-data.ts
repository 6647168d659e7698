import type { Queryable } from '../db/database';
import { companyPlaces } from './search-records';
import { words, type RuleData } from './search-rules';

/**
 * The part of the rule data a company change can move, read cheaply (a few grouped queries, no records): the names of
 * the places listed companies are in or serve, their states, and the forms of the listed catalog. As
 * ruleDataOfRecords reads them from the records.
 */
export async function readSellerPlaces(db: Queryable): Promise<Omit<RuleData, 'catalogWords' | 'categories'>> {
  const [{ rows: own }, { rows: served }, { rows: forms }] = await Promise.all([
    db.query<{ city: string; state: string }>('SELECT DISTINCT city, state FROM companies WHERE listed'),
    db.query<{ city: string; state: string }>(
      `SELECT DISTINCT s.city, s.state FROM company_places_served s JOIN companies c ON c.id = s.company_id WHERE c.listed`,
    ),
    db.query<{ form: string }>(
      'SELECT DISTINCT p.form FROM company_products p JOIN companies c ON c.id = p.company_id WHERE c.listed',
    ),
  ]);
  const places = new Set([...own.flatMap((c) => companyPlaces(c, [])), ...companyPlaces(undefined, served)]);
  return {
    sellerPlaces: [...places].sort(),
    sellerStates: [...new Set(own.map((c) => c.state))].sort(),
    forms: forms.map((f) => f.form).sort(),
  };
}

/** The whole rule data from the database: the seller places and the words of the catalog's text. */
export async function readRuleData(db: Queryable): Promise<RuleData> {
  const [sellers, { rows: categories }, { rows }] = await Promise.all([
    readSellerPlaces(db),
    db.query<{ name: string }>('SELECT name FROM categories ORDER BY name'),
    db.query<{ text: string }>(
      `SELECT name AS text FROM categories UNION SELECT name FROM molecules
        UNION SELECT c.name FROM companies c WHERE c.listed
        UNION SELECT t.text FROM company_products p JOIN companies c ON c.id = p.company_id AND c.listed,
              LATERAL (VALUES (p.name), (p.composition)) AS t(text)`,
    ),
  ]);
  return {
    ...sellers,
    catalogWords: [...new Set(rows.flatMap((r) => words(r.text)))].sort(),
    categories: categories.map((c) => c.name).sort(),
  };
}
