import { Link } from 'react-router-dom';
import { Grid } from './ui';

interface Props {
  molecules: readonly { slug: string; name: string }[];
  /** A page of this site (client-side navigation)… */
  to?: (slug: string) => string;
  /** …or an address on another site. */
  href?: (slug: string) => string;
}

/** A grid of molecule links, to the molecule site or within it. */
export function MoleculeLinks({ molecules, to, href }: Props) {
  return (
    <Grid aria-label="Molecules">
      {molecules.map((m) => (
        <li key={m.slug}>{to ? <Link to={to(m.slug)}>{m.name}</Link> : <a href={href?.(m.slug)}>{m.name}</a>}</li>
      ))}
    </Grid>
  );
}
