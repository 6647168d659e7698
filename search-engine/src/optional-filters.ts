/**
 * Algolia's optionalFilters: records matching more of them (by score) rank first, and none is left out. The engine
 * ranks them as levels: the records matching the best-scored combination of groups, then the next, each level
 * searched as the query with that combination as a required filter (the groups it matches required, the others
 * negated), so every level keeps the engine's own ranking within it. Algolia weighs optional filters after the typo
 * and words criteria; here they come first, which a buyer's query understanding (a form or a service named in the
 * query) wants: what the buyer named before the rest.
 */

/** Groups that order the results: 2^3 levels at most, each a search of its own. */
export const MAX_ORDERED_GROUPS = 3;

export interface OptionalGroup {
  tests: string[];
  score: number;
}

/** `attr:value<score=3>` → the test and its score (1 when unset); read without a regular expression. */
function scored(test: string): { test: string; score: number } {
  const at = test.lastIndexOf('<score=');
  if (at === -1 || !test.endsWith('>')) return { test, score: 1 };
  const score = Number(test.slice(at + '<score='.length, -1));
  return { test: test.slice(0, at), score: Number.isInteger(score) && score >= 0 ? score : 1 };
}

const negated = (test: string) => (test.startsWith('-') ? test.slice(1) : `-${test}`);

/** The groups that order results: an OR group scores its best test; the highest scores first, at most 3. */
export function orderedGroups(optionalFilters: readonly string[][]): OptionalGroup[] {
  const seen = new Set<string>();
  const groups: OptionalGroup[] = [];
  for (const ors of optionalFilters) {
    const read = ors.map(scored);
    const tests = read.map((r) => r.test);
    const key = [...tests].sort().join('\u0000');
    if (tests.length === 0 || seen.has(key)) continue;
    seen.add(key);
    groups.push({ tests, score: Math.max(...read.map((r) => r.score)) });
  }
  return groups
    .map((group, order) => ({ group, order }))
    .sort((a, b) => b.group.score - a.group.score || a.order - b.order)
    .slice(0, MAX_ORDERED_GROUPS)
    .map(({ group }) => group)
    .filter((group) => group.score > 0);
}

/**
 * The levels, best first, each as the filters (AND of ORs) it adds: a level is a set of the groups a record matches
 * (the others it does not), ordered by the score it sums, then by the first groups it holds.
 */
export function optionalLevels(groups: readonly OptionalGroup[]): string[][][] {
  return levelMasks(groups).map((mask) =>
    groups.flatMap((group, i) => (mask & (1 << i) ? [group.tests] : group.tests.map((test) => [negated(test)]))),
  );
}

/** The levels as masks of the groups they hold (bit i: group i), best first. */
export function levelMasks(groups: readonly OptionalGroup[]): number[] {
  const masks = Array.from({ length: 1 << groups.length }, (_, mask) => mask);
  const sum = (mask: number) => groups.reduce((n, g, i) => n + (mask & (1 << i) ? g.score : 0), 0);
  const firstBits = (mask: number) => groups.map((_, i) => (mask & (1 << i) ? 0 : 1)).join('');
  return masks.sort((a, b) => sum(b) - sum(a) || firstBits(a).localeCompare(firstBits(b)));
}
