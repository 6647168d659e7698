/** The route that won and its params, percent-decoded (a splat's rest is under `*`). */
export interface RouteMatch {
  index: number;
  params: Record<string, string>;
}

/**
 * Picks the route for a pathname as react-router 7 ranks flat routes: the highest score wins (one per
 * segment, plus 10 a static segment, 3 a `:param`, −2 a splat `*`) and ties go to the route declared
 * first. As in react-router, static segments compare case-insensitively, trailing slashes are ignored,
 * a `:param` needs a non-empty segment, and a pathname with a malformed percent-encoding is matched raw
 * (its params undecoded) instead of throwing.
 */
export function matchRoute(patterns: readonly string[], pathname: string): RouteMatch | null {
  const segments = decodeAll(segmentsOf(pathname));
  const ranked = patterns.map((pattern, index) => ({ pattern, index })).sort((a, b) => score(b.pattern) - score(a.pattern) || a.index - b.index);
  for (const { pattern, index } of ranked) {
    const params = matchSegments(segmentsOf(pattern), segments);
    if (params) return { index, params };
  }
  return null;
}

/** '/pharma/x' → ['pharma', 'x'], '/' → [], '//x/' → ['', 'x', ''] (an empty segment fills no param). */
function segmentsOf(path: string): string[] {
  const inner = path.replace(/^\//, '');
  return inner === '' ? [] : inner.split('/');
}

/** Decoded segment by segment, so an encoded slash stays inside its param. */
function decodeAll(segments: string[]): string[] {
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return segments;
  }
}

function score(pattern: string): number {
  const parts = (pattern.startsWith('/') ? pattern : `/${pattern}`).split('/');
  return parts.reduce((sum, part) => sum + (part === '*' ? -2 : part.startsWith(':') ? 3 : part === '' ? 1 : 10), parts.length);
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    if (part === '*') {
      params['*'] = segments.slice(i).join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = segment;
    } else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  // Trailing slashes are tolerated.
  return segments.slice(pattern.length).every((segment) => segment === '') ? params : null;
}
