import { MoleculesAToZ, moleculesLoader } from '../molecules-a-z';

const PAGE_SIZE = 90;

export const loader = moleculesLoader(PAGE_SIZE);

/** The molecule site's home: every molecule, A to Z. */
export default function MoleculeHome() {
  return <MoleculesAToZ pageSize={PAGE_SIZE} title="Molecules A–Z" links={{ to: (slug) => `/${slug}` }} />;
}
