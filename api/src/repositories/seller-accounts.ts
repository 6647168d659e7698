import type { SellerMe } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';

export interface SellerAccount {
  id: number;
  company_id: number;
  isd_code: string;
}

/** Where a company's lead notifications go: its first seller account's mobile and e-mail. */
interface SellerContact {
  company_id: number;
  isd_code: string;
  mobile: string;
  email: string;
}

/** Seller accounts (a company's registered mobile) and their sessions (stored as hashes). */
export class SellerAccountsRepository {
  constructor(private readonly db: Queryable) {}

  async byMobile(country: string, mobile: string): Promise<SellerAccount | null> {
    const { rows } = await this.db.query<SellerAccount>(
      'SELECT id, company_id, isd_code FROM seller_accounts WHERE country_code = $1 AND mobile = $2',
      [country, mobile],
    );
    return rows[0] ? { ...rows[0], id: Number(rows[0].id), company_id: Number(rows[0].company_id) } : null;
  }

  /** A company's account on its registered mobile; false when that mobile already has one (nothing is stored then). */
  async create(a: {
    companyId: number;
    country: string;
    isdCode: string;
    mobile: string;
    email: string;
    name: string;
  }): Promise<boolean> {
    const { rows } = await this.db.query(
      `INSERT INTO seller_accounts (company_id, country_code, isd_code, mobile, email, name) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (country_code, mobile) DO NOTHING RETURNING id`,
      [a.companyId, a.country, a.isdCode, a.mobile, a.email, a.name],
    );
    return rows.length > 0;
  }

  /** Each company's first account (by id), keyed by company id; a company without one is absent. */
  async firstOfCompanies(companyIds: number[]): Promise<Map<number, SellerContact>> {
    const { rows } = await this.db.query<SellerContact>(
      `SELECT DISTINCT ON (company_id) company_id, isd_code, mobile, email FROM seller_accounts WHERE company_id = ANY ($1::int[]) ORDER BY company_id, id`,
      [companyIds],
    );
    return new Map(rows.map((a) => [Number(a.company_id), a]));
  }

  async createSession(idHash: string, sellerId: number, days: number): Promise<void> {
    await this.db.query(
      `INSERT INTO seller_sessions (id_hash, seller_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
      [idHash, sellerId, days],
    );
  }

  async endSession(idHash: string): Promise<void> {
    await this.db.query('DELETE FROM seller_sessions WHERE id_hash = $1', [idHash]);
  }

  /** The live session's seller and company. */
  async session(idHash: string): Promise<(SellerMe & { sellerId: number }) | null> {
    const { rows } = await this.db.query<{
      seller_id: number;
      name: string;
      company_id: number;
      company_name: string;
      slug: string;
    }>(
      `SELECT a.id AS seller_id, a.name, c.id AS company_id, c.name AS company_name, c.slug FROM seller_sessions s
       JOIN seller_accounts a ON a.id = s.seller_id JOIN companies c ON c.id = a.company_id WHERE s.id_hash = $1 AND s.expires_at > now()`,
      [idHash],
    );
    const r = rows[0];
    return r
      ? {
          sellerId: Number(r.seller_id),
          name: r.name,
          company: { id: Number(r.company_id), name: r.company_name, slug: r.slug },
        }
      : null;
  }
}
