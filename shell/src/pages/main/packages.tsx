import { FREE_PACKAGE_ID, fetchPackages, routes } from '@pharmasetu/shared-contracts';
import { useResource } from '../../data/use-resource';
import { useSite } from '../../site-context';
import { PageState } from '../page-state';
import { Grid } from '../ui';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** The seller packages; the free one (spec §6: id 5) leads to Join Free. */
export function Packages() {
  const { settings, api } = useSite();
  const packages = useResource(() => fetchPackages(api), [api]);
  return (
    <PageState resource={packages}>
      {(data) => (
        <Grid aria-label="Packages">
          {data.packages.map((p) => (
            <li key={p.id} data-package-id={p.id}>
              <h2 css={{ margin: '0 0 4px', fontSize: 20 }}>{p.name}</h2>
              <strong>{p.id === FREE_PACKAGE_ID ? 'Free' : `${inr.format(p.price_inr)} / ${p.period}`}</strong>
              <ul>
                {p.features.map((f) => (
                  <li key={f} css={{ border: 0, padding: '2px 0' }}>
                    {f}
                  </li>
                ))}
              </ul>
              <a href={p.id === FREE_PACKAGE_ID ? routes.registration(settings.urls.main) : routes.page(settings.urls.main, 'contact-us')}>
                {p.id === FREE_PACKAGE_ID ? 'Join Free' : 'Talk to sales'}
              </a>
            </li>
          ))}
        </Grid>
      )}
    </PageState>
  );
}
