import { ContentPage } from '../content-page';
import { Packages } from './packages';

export default function PricingPage() {
  return (
    <ContentPage title="Pricing" description="Seller memberships: what each package includes and what it costs, from the free listing up.">
      <p>Start with a free listing, and upgrade when you want more verified leads every day.</p>
      <Packages />
    </ContentPage>
  );
}
