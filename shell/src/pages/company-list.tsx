import type { CompanySummary } from '@pharmasetu/shared-contracts';
import { routes } from '@pharmasetu/shared-contracts';
import { useSite } from '../site-context';
import { Grid } from './ui';

/** Companies, each linking to its page on the company site. */
export function CompanyList({ companies }: { companies: readonly CompanySummary[] }) {
  const { settings } = useSite();
  if (companies.length === 0) return <p>No companies listed yet.</p>;
  return (
    <Grid aria-label="Companies">
      {companies.map((c) => (
        <li key={c.slug}>
          <a href={routes.company(settings.urls.company, c.slug)}>{c.name}</a>
          <small>
            {c.city}, {c.state}
            {c.established ? ` · since ${c.established}` : ''}
          </small>
          {c.categories.length > 0 && <small>{c.categories.slice(0, 3).join(' · ')}</small>}
        </li>
      ))}
    </Grid>
  );
}
