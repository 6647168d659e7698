import { HIGHLIGHT_POST, HIGHLIGHT_PRE, type SearchHit } from './search-hit';

const UNESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const ESCAPE = /&(?:amp|lt|gt|quot|#39);/g;

/** The engine escapes the record's text in a highlight (as Algolia does); a text node shows it as it was written. */
const text = (escaped: string) => escaped.replace(ESCAPE, (e) => UNESCAPED[e]!);

/** The hit's name with the matched parts in <mark>, from the engine's highlight (text nodes only). */
export function Highlighted({ hit }: { hit: Pick<SearchHit, 'name' | '_highlightResult'> }) {
  const value = hit._highlightResult?.name?.value;
  if (!value) return <>{hit.name}</>;
  return (
    <>
      {value.split(HIGHLIGHT_PRE).map((part, i) => {
        const [marked, rest] = part.includes(HIGHLIGHT_POST) ? part.split(HIGHLIGHT_POST) : [undefined, part];
        return (
          <span key={i}>
            {marked !== undefined && <mark>{text(marked)}</mark>}
            {text(rest ?? '')}
          </span>
        );
      })}
    </>
  );
}
