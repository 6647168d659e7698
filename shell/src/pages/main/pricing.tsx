import { fetchPackages } from '@pharmasetu/shared-contracts';
import { useLoaderData } from 'react-router-dom';
import { contentHead } from '../../seo/page-head';
import { useSite } from '../../site-context';
import { apiData } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { ContentPage } from '../content-page';
import { Packages } from './parts/packages';

export const loader = (async (_args, { api }) => apiData(fetchPackages(api))) satisfies PageLoader<unknown>;

export default function PricingPage() {
  const { settings } = useSite();
  const { packages } = useLoaderData<typeof loader>();
  return (
    <ContentPage
      title="Pricing"
      head={contentHead(settings, {
        path: '/pricing',
        title: 'Pricing',
        description: 'Seller memberships: what each package includes and what it costs, from the free listing up.',
      })}
    >
      <p>Start with a free listing, and upgrade when you want more verified leads every day.</p>
      <Packages packages={packages} />
    </ContentPage>
  );
}
