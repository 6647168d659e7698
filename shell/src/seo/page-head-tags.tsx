import { jsonLdText } from './json-ld-text';
import type { PageHead } from './page-head';

/**
 * A page's <head> entries: title, description, robots (when set), canonical link (when there is one), Open
 * Graph properties and one JSON-LD script per object. React 19 hoists title, meta and link into <head>
 * wherever this renders; the scripts stay where they are (crawlers read JSON-LD anywhere in the page).
 */
export function PageHeadTags({ head }: { head: PageHead }) {
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.robots && <meta name="robots" content={head.robots} />}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {Object.entries(head.openGraph).map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      {head.jsonLd.map((data, i) => (
        // Index keys: the list is rebuilt whole with the page, never reordered.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  );
}
