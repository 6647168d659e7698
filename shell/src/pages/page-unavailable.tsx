import { isSellersSite } from '@pharmasetu/shared-contracts';
import { useLocation } from 'react-router-dom';
import { CallOrWrite } from '../fallbacks/call-or-write';
import { useSite } from '../site-context';
import { notFoundHead } from '../seo/page-head';
import { ContentPage } from './content-page';

const TITLE = 'This page is unavailable right now';
/** The sellers' site says what is out of reach: a signed-in seller must not take it for a signed-out page. */
const SELLERS_TITLE = 'Can’t reach PharmaSetu right now';

/** The api is down or too slow: never a blank page, but a way to try again and the numbers to call. */
export function PageUnavailable() {
  const { settings } = useSite();
  const here = useLocation();
  const title = isSellersSite(settings.site) ? SELLERS_TITLE : TITLE;
  if (isSellersSite(settings.site))
    return (
      <ContentPage
        title={title}
        head={{
          ...notFoundHead(settings),
          title: `${title} | ${settings.productName}`,
          description: 'PharmaSetu could not be reached. Please try again in a moment, or call us.',
        }}
      >
        <p role="alert" data-testid="page-unavailable">
          We could not reach PharmaSetu to open your dashboard. Your leads are safe. Please{' '}
          <a href={here.pathname + here.search}>try again</a> in a moment.
        </p>
        <p>Or call us for your leads:</p>
        <CallOrWrite settings={settings} />
      </ContentPage>
    );
  return (
    <ContentPage
      title={title}
      head={{
        ...notFoundHead(settings),
        title: `${title} | ${settings.productName}`,
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
