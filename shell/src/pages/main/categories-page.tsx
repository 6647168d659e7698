import { fetchCategories } from '@pharmasetu/shared-contracts';
import { Link } from '../../router/link';
import { useResource } from '../../data/use-resource';
import { useSite } from '../../site-context';
import { PageBody } from '../content-page';
import { PageState } from '../page-state';
import { Grid } from '../ui';
import { usePageMeta } from '../use-page-meta';

export default function CategoriesPage() {
  const { api } = useSite();
  usePageMeta('Pharma Categories', 'Every PCD franchise and third-party manufacturing category, with the number of companies in each.');
  const categories = useResource(() => fetchCategories(api), [api]);
  return (
    <PageBody>
      <h1>Pharma Categories</h1>
      <PageState resource={categories}>
        {(data) =>
          (['franchise', 'manufacturing'] as const).map((kind) => (
            <section key={kind} aria-label={kind === 'franchise' ? 'Franchise categories' : 'Manufacturing categories'}>
              <h2>{kind === 'franchise' ? 'PCD franchise' : 'Third-party manufacturing'}</h2>
              <Grid>
                {data.categories
                  .filter((c) => c.kind === kind)
                  .map((c) => (
                    <li key={c.slug}>
                      <Link to={`/pharma/${c.slug}`}>{c.name}</Link>
                      <small>{c.companies} companies</small>
                    </li>
                  ))}
              </Grid>
            </section>
          ))
        }
      </PageState>
    </PageBody>
  );
}
