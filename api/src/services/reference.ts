import type { CityRecord, ConstOption, MoleculeRecord } from '@pharmasetu/shared-contracts';
import type { Queryable } from '../db/database';
import { ReferenceRepository } from '../repositories/reference';

/** Reference data for the forms (a replica when there is one): the option lists, cities, molecule suggestions. */
export class ReferenceService {
  private readonly reference: ReferenceRepository;

  constructor(db: Queryable) {
    this.reference = new ReferenceRepository(db);
  }

  constData(): Promise<Record<string, ConstOption[]>> {
    return this.reference.constData();
  }

  /** A country's cities; with `input`, those whose name or state contains it (max 10). */
  cities(countryCode: string, input: string): Promise<CityRecord[]> {
    return this.reference.cities(countryCode, input);
  }

  /** Molecule names for the suggestions: those starting with the text first. */
  molecules(name: string): Promise<MoleculeRecord[]> {
    return this.reference.molecules(name);
  }
}
