// zod's mini build, which a bundler trims to the checks used: this schema runs in the browser (the header panel's
// search code, /search), where the classic build would come whole.
import * as z from 'zod/mini';

/** What a search answer says about how it loosened the query (the header panel and /search read it the same way). */
export interface SearchAnswerNotes {
  /** Present when the engine made some words optional: the answer is for the query without them. */
  relaxed?: {
    /** The words every hit matches, as the engine has them ('' when every word was made optional). */
    kept: string;
    /** The words made optional. */
    dropped: string[];
  };
  /** Each applied rule's `userData.notice` ("No company in Gurugram yet: showing companies in Haryana"), once each. */
  notices?: string[];
}

const QUERY_AFTER_REMOVAL_MAX_LENGTH = 1024;
const NOTICE_MAX_LENGTH = 300;
/** The engine applies at most 10 rules to a query: more userData than that is not an answer of ours. */
const USER_DATA_MAX = 10;

const EM_OPEN = '<em>';
const EM_CLOSE = '</em>';

// Fields read on their own: a malformed one is dropped, the rest of the answer (the hits) still shows.
const searchAnswerNotesSchema = z.object({
  queryAfterRemoval: z.catch(z.optional(z.string().check(z.maxLength(QUERY_AFTER_REMOVAL_MAX_LENGTH))), undefined),
  userData: z.catch(z.optional(z.array(z.unknown()).check(z.maxLength(USER_DATA_MAX))), undefined),
});
const noticeSchema = z.object({
  notice: z.string().check(z.trim(), z.minLength(1), z.maxLength(NOTICE_MAX_LENGTH)),
});

const UNESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const ESCAPED = /&(?:amp|lt|gt|quot|#39);/g;
/** The engine escapes the query's text around its tags (as in a highlight); the page shows it as typed. */
const unescape = (text: string) => text.replace(ESCAPED, (e) => UNESCAPED[e]!);
const words = (text: string) => unescape(text).split(/\s+/).filter(Boolean);

/**
 * "pharma company <em>gurgaon</em>" → kept "pharma company", dropped ["gurgaon"]: split on the exact tags, scanned
 * once. Anything else (a tag inside a tag, one left open or closing nothing, no tag at all) is not read as relaxed.
 */
export function splitQueryAfterRemoval(value: string): SearchAnswerNotes['relaxed'] {
  const kept: string[] = [];
  const dropped: string[] = [];
  let at = 0;
  while (at < value.length) {
    const open = value.indexOf(EM_OPEN, at);
    const outside = value.slice(at, open === -1 ? value.length : open);
    if (outside.includes(EM_CLOSE)) return undefined;
    kept.push(...words(outside));
    if (open === -1) break;
    const close = value.indexOf(EM_CLOSE, open + EM_OPEN.length);
    if (close === -1) return undefined;
    const inside = value.slice(open + EM_OPEN.length, close);
    if (inside.includes(EM_OPEN)) return undefined;
    dropped.push(...words(inside));
    at = close + EM_CLOSE.length;
  }
  return dropped.length > 0 ? { kept: kept.join(' '), dropped } : undefined;
}

/** The relaxation and the rules' notices of one search answer (a result of a multi-query); checked, not trusted. */
export function readSearchAnswerNotes(result: unknown): SearchAnswerNotes {
  const parsed = searchAnswerNotesSchema.safeParse(result);
  if (!parsed.success) return {};
  const { queryAfterRemoval, userData = [] } = parsed.data;
  const relaxed = queryAfterRemoval === undefined ? undefined : splitQueryAfterRemoval(queryAfterRemoval);
  const notices = [
    ...new Set(
      userData.flatMap((data) => {
        const notice = noticeSchema.safeParse(data);
        return notice.success ? [notice.data.notice] : [];
      }),
    ),
  ];
  return { ...(relaxed ? { relaxed } : {}), ...(notices.length ? { notices } : {}) };
}
