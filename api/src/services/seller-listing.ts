import {
  CONST_DATA,
  LISTING_MESSAGES,
  MAX_PRODUCTS,
  offeredCategories,
  SERVICE_TYPES,
  type ListingHistoryEntry,
  type ListingPatch,
  type ListingProductPayload,
  type ListingProfile,
  type SellerListing,
  type ServiceType,
} from '@pharmasetu/shared-contracts';
import type { Database, Queryable } from '../db/database';
import { AppError } from '../lib/errors';
import { SellerListingRepository, type ListingRow } from '../repositories/seller-listing';
import { queueIndexChanges, type IndexChange } from '../search/index-outbox';
import { refreshListing } from '../seller-leads/company-listing';
import { categoryPages } from '../seller-leads/company-account';

const M = LISTING_MESSAGES;
const HISTORY_LIMIT = 100;

/** Who changes the listing: the signed-in seller and its company (never one named by the request). */
export interface ListingEditor {
  sellerId: number;
  companyId: number;
}

const KNOWN_CATEGORIES = new Set<string>([...CONST_DATA.serviceForPCD, ...CONST_DATA.serviceFor3rdPCD]);

/** The profile as the form shows it: stored choices, or (never saved yet) the lead preferences' valid ones. */
function profileOf(row: ListingRow, served: { state: string; city: string }[]): ListingProfile {
  // A saved listing always has a service type; before its first save, the lead preferences are where it starts.
  const saved = row.service_types.length > 0;
  const serviceTypes = (saved ? row.service_types : (row.preferred_service_types ?? [])).filter((s): s is ServiceType =>
    (SERVICE_TYPES as readonly string[]).includes(s),
  );
  const offered = new Set(offeredCategories(serviceTypes));
  const categories = (saved ? row.offered_categories : (row.preferred_categories ?? [])).filter(
    (c) => KNOWN_CATEGORIES.has(c) && offered.has(c),
  );
  return {
    description: row.description,
    established: row.established,
    address_line: row.address_line || streetOf(row),
    address_city: { city: row.city, state: row.state },
    contact_person: row.contact_person,
    gst_number: row.gst_number,
    drug_licence: row.drug_licence,
    certifications: row.certifications as ListingProfile['certifications'],
    service_types: serviceTypes,
    categories,
    served_states: served.filter((p) => p.city === '').map((p) => p.state),
    served_cities: served.filter((p) => p.city !== '').map((p) => ({ city: p.city, state: p.state })),
  };
}

/** A catalog company's address line was written whole ("Plot 7, Baddi, Himachal Pradesh"): its street part. */
function streetOf(row: ListingRow): string {
  const tail = `, ${row.city}, ${row.state}`;
  return row.address.endsWith(tail) ? row.address.slice(0, -tail.length) : '';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Each field whose value differs, with its value before and after. */
function diff<T extends object>(before: Partial<T>, after: T): ListingHistoryEntry['changes'] {
  const changes: ListingHistoryEntry['changes'] = {};
  for (const key of Object.keys(after) as (keyof T & string)[])
    if (!same(before[key], after[key])) changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
  return changes;
}

/** Every field of something removed, with its value before. */
function removed(before: object): ListingHistoryEntry['changes'] {
  return Object.fromEntries(Object.entries(before).map(([k, v]) => [k, { from: v, to: null }]));
}

/**
 * A seller's own listing: read, profile changes and products. Each change runs in one transaction that locks the
 * company's row, checks the places and molecules against their lists, writes the change and its history entry, applies
 * the listing rule, and queues what changed for the search index (company, products, category and molecule pages).
 */
export class SellerListingService {
  constructor(private readonly db: Database) {}

  read(companyId: number, q: Queryable = this.db): Promise<SellerListing> {
    return this.load(new SellerListingRepository(q), companyId);
  }

  private async load(repo: SellerListingRepository, companyId: number): Promise<SellerListing> {
    // One after another: inside a transaction the three share one connection.
    const row = await repo.company(companyId);
    const served = await repo.placesServed(companyId);
    const products = await repo.products(companyId);
    if (!row) throw new AppError(404, 'Company not found');
    return {
      profile: profileOf(row, served),
      products,
      company: { name: row.name, slug: row.slug, listed: row.listed },
    };
  }

  history(companyId: number) {
    return new SellerListingRepository(this.db).history(companyId, HISTORY_LIMIT);
  }

  /** PUT (the whole profile) and PATCH (the fields sent): both merge into the stored profile and save what differs. */
  async saveProfile(editor: ListingEditor, patch: ListingPatch): Promise<SellerListing> {
    return this.db.transaction(async (tx) => {
      const repo = new SellerListingRepository(tx);
      const row = await repo.company(editor.companyId, true);
      if (!row) throw new AppError(404, 'Company not found');
      const before = profileOf(row, await repo.placesServed(editor.companyId));
      const next: ListingProfile = { ...before, ...patch };
      // Service types changed alone: the categories they no longer offer go with them. Categories sent are checked.
      const offered = new Set(offeredCategories(next.service_types));
      if (patch.categories === undefined) next.categories = next.categories.filter((c) => offered.has(c));
      else if (next.categories.some((c) => !offered.has(c))) throw new AppError(400, M.categories);
      if (next.service_types.length === 0) throw new AppError(400, M.serviceTypes);
      await this.checkPlaces(repo, next);
      const changes = diff(before, next);
      if (Object.keys(changes).length === 0) return this.load(repo, editor.companyId);
      const street = next.address_line;
      const { city, state } = next.address_city;
      await repo.updateCompany(editor.companyId, {
        description: next.description,
        established: next.established,
        address_line: street,
        address: street ? `${street}, ${city}, ${state}` : '',
        city,
        state,
        contact_person: next.contact_person,
        gst_number: next.gst_number,
        drug_licence: next.drug_licence,
        certifications: next.certifications,
        service_types: next.service_types,
        offered_categories: next.categories,
      });
      await repo.replacePlacesServed(editor.companyId, [
        ...next.served_states.map((s) => ({ state: s, city: '' })),
        ...next.served_cities,
      ]);
      const queued: IndexChange[] = [{ kind: 'company', key: editor.companyId }];
      if (changes.service_types || changes.categories) {
        const pages = await repo.replaceCategoryPages(
          editor.companyId,
          categoryPages(next.service_types as ServiceType[], next.categories),
        );
        queued.push(...pages.map((slug) => ({ kind: 'category' as const, key: slug })));
      }
      await repo.recordChange({ ...editor, action: 'profile', productId: null, changes });
      await refreshListing(tx, editor.companyId);
      await queueIndexChanges(tx, queued);
      return this.load(repo, editor.companyId);
    });
  }

  /** The address's city and the cities served must be on the city list (India), the states served among its states. */
  private async checkPlaces(repo: SellerListingRepository, p: ListingProfile): Promise<void> {
    const [address, ...cities] = await repo.indianCities([p.address_city, ...p.served_cities]);
    if (!address) throw new AppError(400, M.city);
    if (cities.some((c) => !c)) throw new AppError(400, M.placesServed);
    const states = await repo.indianStates(p.served_states);
    if (states.some((s) => !s)) throw new AppError(400, M.placesServed);
    p.address_city = address;
    p.served_cities = [...new Map(cities.map((c) => [`${c!.state}|${c!.city}`, c!])).values()];
    p.served_states = [...new Set(states as string[])];
  }

  async addProduct(editor: ListingEditor, product: ListingProductPayload): Promise<SellerListing> {
    return this.db.transaction(async (tx) => {
      const repo = new SellerListingRepository(tx);
      await this.lockCompany(repo, editor.companyId);
      if ((await repo.productCount(editor.companyId)) >= MAX_PRODUCTS) throw new AppError(400, M.tooManyProducts);
      const molecules = await this.moleculesOf(repo, product.molecules);
      const id = await repo.insertProduct(editor.companyId, product);
      await repo.setProductMolecules(
        id,
        molecules.map((m) => m.slug),
      );
      const saved = { ...product, molecules: molecules.map((m) => m.name) };
      await repo.recordChange({ ...editor, action: 'product_added', productId: id, changes: diff({}, saved) });
      await queueIndexChanges(tx, [
        { kind: 'company', key: editor.companyId },
        { kind: 'product', key: id },
        ...molecules.map((m) => ({ kind: 'molecule' as const, key: m.slug })),
      ]);
      return this.load(repo, editor.companyId);
    });
  }

  async updateProduct(
    editor: ListingEditor,
    productId: number,
    product: ListingProductPayload,
  ): Promise<SellerListing> {
    return this.db.transaction(async (tx) => {
      const repo = new SellerListingRepository(tx);
      await this.lockCompany(repo, editor.companyId);
      const [before] = await repo.products(editor.companyId, productId);
      if (!before) throw new AppError(404, M.noProduct);
      const molecules = await this.moleculesOf(repo, product.molecules);
      const { id: _id, ...old } = before;
      const saved = { ...product, molecules: molecules.map((m) => m.name).sort() };
      const changes = diff(old, saved);
      if (Object.keys(changes).length === 0) return this.load(repo, editor.companyId);
      await repo.updateProduct(editor.companyId, productId, product);
      const had = await repo.setProductMolecules(
        productId,
        molecules.map((m) => m.slug),
      );
      await repo.recordChange({ ...editor, action: 'product_changed', productId, changes });
      await queueIndexChanges(tx, [
        { kind: 'company', key: editor.companyId },
        { kind: 'product', key: productId },
        ...[...new Set([...had, ...molecules.map((m) => m.slug)])].map((slug) => ({
          kind: 'molecule' as const,
          key: slug,
        })),
      ]);
      return this.load(repo, editor.companyId);
    });
  }

  async removeProduct(editor: ListingEditor, productId: number): Promise<SellerListing> {
    return this.db.transaction(async (tx) => {
      const repo = new SellerListingRepository(tx);
      await this.lockCompany(repo, editor.companyId);
      const [before] = await repo.products(editor.companyId, productId);
      if (!before) throw new AppError(404, M.noProduct);
      const had = await repo.deleteProduct(editor.companyId, productId);
      const { id: _id, ...old } = before;
      await repo.recordChange({ ...editor, action: 'product_removed', productId, changes: removed(old) });
      await queueIndexChanges(tx, [
        { kind: 'company', key: editor.companyId },
        { kind: 'product', key: productId },
        ...had.map((slug) => ({ kind: 'molecule' as const, key: slug })),
      ]);
      return this.load(repo, editor.companyId);
    });
  }

  private async lockCompany(repo: SellerListingRepository, companyId: number): Promise<void> {
    if (!(await repo.company(companyId, true))) throw new AppError(404, 'Company not found');
  }

  /** The molecules named, as the molecule list has them; a name it does not hold is refused. */
  private async moleculesOf(repo: SellerListingRepository, names: string[]) {
    const found = await repo.molecules(names);
    const molecules = names.map((n) => found.get(n.toLowerCase()));
    if (molecules.some((m) => !m)) throw new AppError(400, M.unknownMolecule);
    return [...new Map(molecules.map((m) => [m!.slug, m!])).values()];
  }
}
