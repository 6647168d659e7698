import { Grid } from './ui';

/**
 * Stands where a grid of cards will be while its data loads: `count` empty cards of `lines` lines each,
 * the same size as the real ones, so nothing below jumps when the data arrives (layout shift).
 */
export function GridPlaceholder({ count, lines }: { count: number; lines: 1 | 2 | 3 }) {
  return (
    <Grid aria-busy="true" aria-label="Loading…">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} aria-hidden="true">
          {'\u00a0'}
          {Array.from({ length: lines - 1 }, (_, j) => (
            <small key={j}>{'\u00a0'}</small>
          ))}
        </li>
      ))}
    </Grid>
  );
}
