import { isSellersSite } from '@pharmasetu/shared-contracts';
import { useLocation } from 'react-router-dom';
import { CallOrWrite } from '../fallbacks/call-or-write';
import { useSite } from '../site-context';
import { notFoundHead } from '../seo/page-head';
import { ContentPage } from './content-page';

/**
 * What each kind of site says. The sellers' site names what is out of reach: a signed-in seller must not take it for a
 * signed-out page.
 */
const WORDING = {
  buyers: {
    title: 'This page is unavailable right now',
    description: 'The page could not be loaded. Please try again in a moment, or call us.',
    before: 'We could not load this page. Please ',
    call: 'Or call us and we will help you at once:',
  },
  sellers: {
    title: 'Can’t reach PharmaSetu right now',
    description: 'PharmaSetu could not be reached. Please try again in a moment, or call us.',
    before: 'We could not reach PharmaSetu to open your dashboard. Your leads are safe. Please ',
    call: 'Or call us for your leads:',
  },
} as const;

/** The api is down or too slow: never a blank page, but a way to try again and the numbers to call. */
export function PageUnavailable() {
  const { settings } = useSite();
  const here = useLocation();
  const words = WORDING[isSellersSite(settings.site) ? 'sellers' : 'buyers'];
  return (
    <ContentPage
      title={words.title}
      head={{
        ...notFoundHead(settings),
        title: `${words.title} | ${settings.productName}`,
        description: words.description,
      }}
    >
      <p role="alert" data-testid="page-unavailable">
        {words.before}
        <a href={here.pathname + here.search}>try again</a> in a moment.
      </p>
      <p>{words.call}</p>
      <CallOrWrite settings={settings} />
    </ContentPage>
  );
}
