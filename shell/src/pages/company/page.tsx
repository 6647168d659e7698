import { fetchCompany, routes } from '@pharmasetu/shared-contracts';
import { useLoaderData } from 'react-router-dom';
import { apiData } from '../../routes/api-data';
import type { PageLoader } from '../../routes/loader-deps';
import { useSite } from '../../site-context';
import { PageBody } from '../content-page';
import { StickyRequirement } from '../sticky-requirement';
import { InlineRequirementCard } from '../inline-requirement-card';
import { PageHeadTags } from '../../seo/page-head-tags';
import { companyHead } from '../../seo/page-head';
import { Grid, Split } from '../ui';

export const loader = (async ({ params }, { api }) =>
  apiData(fetchCompany(api, params.slug ?? ''))) satisfies PageLoader<unknown>;

/** The company site's /:slug: the listing page, with the red requirement card addressed to it. */
export default function CompanyPage() {
  const { settings } = useSite();
  const { company: c } = useLoaderData<typeof loader>();
  return (
    <PageBody>
      <PageHeadTags head={companyHead(settings, c)} />
      <Split>
        <article>
          <h1>{c.name}</h1>
          <p css={{ color: '#5f6b7a' }}>
            {c.address || `${c.city}, ${c.state}`}
            {c.established ? ` · established ${c.established}` : ''}
            {c.gst_verified ? ' · GST verified' : ''}
          </p>
          {c.description && <p>{c.description}</p>}
          <StickyRequirement detail={{ section: 'category page', listingSlug: c.slug }}>
            Send an enquiry to {c.name}
          </StickyRequirement>
          {c.certifications && c.certifications.length > 0 && (
            <p aria-label="Certifications">Certifications: {c.certifications.join(', ')}</p>
          )}
          {c.places_served && c.places_served.length > 0 && (
            <>
              <h2>Places served</h2>
              <p>{c.places_served.join(' · ')}</p>
            </>
          )}
          <h2>Categories</h2>
          <ul aria-label="Categories">
            {c.categories.map((k) => (
              <li key={k.slug}>
                <a href={routes.category(settings.urls.main, k.slug)}>{k.name}</a>
              </li>
            ))}
          </ul>
          <h2>Products</h2>
          <Grid aria-label="Products">
            {c.products.map((p) => (
              <li key={p.name}>
                <strong>{p.name}</strong>
                <small>{[p.composition, p.strength, p.form, p.pack].filter(Boolean).join(' · ')}</small>
                {p.molecules.map((m) => (
                  <a
                    key={m.slug}
                    href={routes.molecule(settings.urls.molecule, m.slug)}
                    css={{ marginRight: 8, fontSize: 13 }}
                  >
                    {m.name}
                  </a>
                ))}
              </li>
            ))}
          </Grid>
        </article>
        {/* #enquiry: where a search result's "Send enquiry" leads (the link that works without JavaScript). */}
        <div id="enquiry" css={{ scrollMarginTop: 64 }}>
          <InlineRequirementCard section="category page" listingSlug={c.slug} />
        </div>
      </Split>
    </PageBody>
  );
}
