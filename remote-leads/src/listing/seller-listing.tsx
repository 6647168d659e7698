import {
  createHttpClient,
  fetchCities,
  fetchSellerListing,
  routes,
  type CityRecord,
  type SellerListing as Listing,
} from '@pharmasetu/shared-contracts';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../use-api';
import { HistoryList } from './history-list';
import { ProductsSection } from './products-section';
import { ProfileForm } from './profile-form';

/**
 * "My listing": the signed-in seller's company page as buyers see it, edited here. The profile form, the products,
 * and the history of changes; the city list is read once for the address and the places served.
 */
export function SellerListing({ apiBase, companySite }: { apiBase: string; companySite: string }) {
  const api = useMemo(() => createHttpClient(apiBase), [apiBase]);
  const [listing, setListing] = useState<Listing | null>(null);
  const [cities, setCities] = useState<CityRecord[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    fetchSellerListing(api).then(
      (l) => live && setListing(l),
      (error) => live && setFailure(errorText(error)),
    );
    fetchCities(api, 'IN').then((c) => live && setCities(c));
    return () => void (live = false);
  }, [api]);
  if (failure) return <p role="alert">Your listing could not be loaded: {failure}</p>;
  if (!listing) return <div aria-busy="true" css={{ minHeight: 320 }} />;
  const saved = (next: Listing) => {
    setListing(next);
    setVersion((v) => v + 1);
  };
  return (
    <div
      css={{
        display: 'grid',
        gap: 24,
        minWidth: 0,
        'input, select, textarea': { width: '100%', maxWidth: '100%', minWidth: 0, boxSizing: 'border-box' },
        'input[type=checkbox]': { width: 20 },
        fieldset: { minWidth: 0 },
      }}
    >
      <p css={{ margin: 0 }}>
        {listing.company.listed ? (
          <a
            href={routes.company(companySite, listing.company.slug)}
            css={{ display: 'inline-flex', alignItems: 'center', minHeight: 40 }}
          >
            See your company page
          </a>
        ) : (
          'Your company page is not shown to buyers yet: choose your city, a service and a category.'
        )}
      </p>
      <ProfileForm api={api} listing={listing} cities={cities} onSaved={saved} />
      <ProductsSection api={api} listing={listing} onSaved={saved} />
      <HistoryList api={api} version={version} />
    </div>
  );
}
