import styled from '@emotion/styled';
import type { PlaceCount, PlaceFacets, PlaceFilter } from '@pharmasetu/shared-contracts';
import { Link } from 'react-router-dom';

/** A listing without places to offer. */
export const NO_PLACES: PlaceFacets = { states: [], cities: [] };

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 40px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 20px;
    background: #fff;
    text-decoration: none;
    font-size: 14px;
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.blue};
    font-weight: 700;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Box = styled.div`
  margin: 12px 0;
  summary {
    display: flex;
    align-items: center;
    min-height: 40px;
    cursor: pointer;
    font-weight: 600;
    /* A flex summary loses the browser's disclosure triangle: this one says it opens. */
    &::before {
      content: '▸';
      width: 1em;
    }
  }
  details[open] > summary::before {
    content: '▾';
  }
  h2 {
    font-size: 16px;
    margin: 8px 0 0;
  }
`;

function Places({
  label,
  places,
  current,
  href,
  all,
}: {
  label: string;
  places: readonly PlaceCount[];
  current?: string;
  href: (slug: string) => string;
  all?: { label: string; href: string };
}) {
  return (
    <Chips aria-label={label}>
      {all && (
        <li>
          <Link to={all.href}>{all.label}</Link>
        </li>
      )}
      {places.map((p) => (
        <li key={p.slug}>
          <Link to={href(p.slug)} aria-current={p.slug === current ? 'page' : undefined}>
            {p.name} <small>({p.companies})</small>
          </Link>
        </li>
      ))}
    </Chips>
  );
}

/**
 * A listing's places as plain links with their companies' counts: the states (folded away under a summary, a
 * phone's first screen stays for the companies), and once a state is chosen its cities. Links, not a form: they
 * work without JavaScript and crawlers follow them.
 */
export function PlaceLinks({
  places,
  filter,
  stateHref,
  cityHref,
  allStatesHref,
  allCitiesHref,
}: {
  places: PlaceFacets;
  filter: PlaceFilter;
  stateHref: (slug: string) => string;
  cityHref: (slug: string) => string;
  allStatesHref: string;
  allCitiesHref: string;
}) {
  if (places.states.length === 0) return null;
  const state = filter.state;
  return (
    <Box>
      {state && places.cities.length > 0 && (
        <>
          <h2>Cities in {state.name}</h2>
          <Places
            label={`Cities in ${state.name}`}
            places={places.cities}
            current={filter.city?.slug}
            href={cityHref}
            {...(filter.city ? { all: { label: `All of ${state.name}`, href: allCitiesHref } } : {})}
          />
        </>
      )}
      <details>
        <summary>{state ? 'Other states' : 'Browse by state'}</summary>
        <Places
          label="States"
          places={places.states}
          current={state?.slug}
          href={stateHref}
          {...(state ? { all: { label: 'All states', href: allStatesHref } } : {})}
        />
      </details>
    </Box>
  );
}
