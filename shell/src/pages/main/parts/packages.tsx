import { FREE_PACKAGE_ID, routes, type MembershipPackage } from '@pharmasetu/shared-contracts';
import { useSite } from '../../../site-context';
import { Grid } from '../../ui';

// Made on first use, not when the module loads: creating a number format loads the locale's data (tens of
// milliseconds on a phone), and every /pages/* page loads this module, though only the membership page shows prices.
let inr: Intl.NumberFormat | undefined;
const rupees = (amount: number) =>
  (inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })).format(
    amount,
  );

/** The seller packages (from the page's loader); the free one (spec §6: id 5) leads to Join Free. */
export function Packages({ packages }: { packages: readonly MembershipPackage[] }) {
  const { settings } = useSite();
  return (
    <Grid aria-label="Packages">
      {packages.map((p) => (
        <li key={p.id} data-package-id={p.id}>
          <h2 css={{ margin: '0 0 4px', fontSize: 20 }}>{p.name}</h2>
          <strong>{p.id === FREE_PACKAGE_ID ? 'Free' : `${rupees(p.price_inr)} / ${p.period}`}</strong>
          <ul>
            {p.features.map((f) => (
              <li key={f} css={{ border: 0, padding: '2px 0' }}>
                {f}
              </li>
            ))}
          </ul>
          <a
            href={
              p.id === FREE_PACKAGE_ID
                ? routes.registration(settings.urls.main)
                : routes.page(settings.urls.main, 'contact-us')
            }
          >
            {p.id === FREE_PACKAGE_ID ? 'Join Free' : 'Talk to sales'}
          </a>
        </li>
      ))}
    </Grid>
  );
}
