import { routes } from '@pharmasetu/shared-contracts';
import { useSite } from '../../site-context';
import { MoleculesAToZ, moleculesLoader } from '../molecules-a-z';

const PAGE_SIZE = 60;

export const loader = moleculesLoader(PAGE_SIZE);

/** The main site's list of molecules, each linking to its page on the molecule site. */
export default function MoleculesListPage() {
  const { settings } = useSite();
  return (
    <MoleculesAToZ
      pageSize={PAGE_SIZE}
      title="Pharma Molecules List"
      intro={(total) => <p>{total} molecules</p>}
      links={{ href: (slug) => routes.molecule(settings.urls.molecule, slug) }}
    />
  );
}
