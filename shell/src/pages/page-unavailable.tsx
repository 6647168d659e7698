import { useLocation } from 'react-router-dom';
import { CallOrWrite } from '../fallbacks/call-or-write';
import { useSite } from '../site-context';
import { notFoundHead } from '../seo/page-head';
import { ContentPage } from './content-page';

const TITLE = 'This page is unavailable right now';

/** The api is down or too slow: never a blank page, but a way to try again and the numbers to call. */
export function PageUnavailable() {
  const { settings } = useSite();
  const here = useLocation();
  return (
    <ContentPage
      title={TITLE}
      head={{
        ...notFoundHead(settings),
        title: `${TITLE} | ${settings.productName}`,
        description: 'The page could not be loaded. Please try again in a moment, or call us.',
      }}
    >
      <p role="alert" data-testid="page-unavailable">
        We could not load this page. Please <a href={here.pathname + here.search}>try again</a> in a moment.
      </p>
      <p>Or call us and we will help you at once:</p>
      <CallOrWrite settings={settings} />
    </ContentPage>
  );
}
