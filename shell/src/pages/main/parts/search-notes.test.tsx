import { localSiteSettings, on, readSearchPage, searchPageView } from '@pharmasetu/shared-contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { SearchNotes } from './search-notes';

const urls = localSiteSettings('main').urls;
const q = { query: 'gurgaon pharma company', t: 'company', page: 0 };
const relaxed = searchPageView(
  q,
  readSearchPage(
    [
      {
        hits: [{ objectID: 'c1', name: 'Acme', category: 'Company', slug: 'acme' }],
        nbHits: 1,
        queryAfterRemoval: 'pharma company <em>gurgaon</em>',
        userData: [{ notice: 'No company in Gurugram yet: showing companies in Haryana' }],
      },
    ],
    q,
  ),
  urls,
);

test('on the server: what the hits are for, the notice, and a link to the contact page (no JavaScript needed)', () => {
  const page = document.createElement('main');
  page.innerHTML = renderToString(<SearchNotes view={relaxed} />);
  document.body.append(page);
  expect(page).toHaveTextContent(
    'Showing results for pharma companyNo company in Gurugram yet: showing companies in Haryana' +
      'Tell us what you need and sellers will call you back.Post your requirement',
  );
  expect(screen.getByRole('link', { name: 'Post your requirement' })).toHaveAttribute(
    'href',
    'http://localhost:3000/pages/contact-us',
  );
  expect(page.querySelector('strong')?.textContent).toBe('pharma company');
  page.remove();
});

test('hydrated: a plain click opens the requirement card pre-filled with the query instead', async () => {
  render(<SearchNotes view={relaxed} />);
  const seen: unknown[] = [];
  const off = on('enquiry:open-requirement', (detail) => seen.push(detail));
  await userEvent.click(screen.getByRole('link', { name: 'Post your requirement' }));
  off();
  expect(seen).toEqual([{ section: 'search page', productName: 'gurgaon pharma company' }]);
});

test('an exact answer draws nothing', () => {
  const hits = [{ objectID: 'c1', name: 'Acme', category: 'Company', slug: 'acme' }];
  const exact = searchPageView(q, readSearchPage([{ hits, nbHits: 1 }], q), urls);
  const { container } = render(<SearchNotes view={exact} />);
  expect(container).toBeEmptyDOMElement();
});
