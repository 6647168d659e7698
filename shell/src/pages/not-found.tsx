import { notFoundHead } from '../seo/page-head';
import { useSite } from '../site-context';
import { ContentPage } from './content-page';

export function NotFound() {
  const { settings } = useSite();
  return (
    <ContentPage title="Page not found" head={notFoundHead(settings)}>
      <p data-testid="not-found">
        The page you asked for does not exist or has moved. <a href="/">Go to the home page</a>.
      </p>
    </ContentPage>
  );
}
