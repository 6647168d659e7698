import { telHref } from '@pharmasetu/shared-contracts';
import styled from '@emotion/styled';
import type { SiteSettings } from '@pharmasetu/shared-contracts';
import { useHydrated } from '../hydration/use-hydrated';

/** The dashboard's box: the sign-in form's height, so nothing below moves when the remote takes over. */
const DashboardBox = styled.section`
  min-height: 320px;
  h1 {
    font-size: 24px;
    margin: 0 0 12px;
  }
  a {
    color: ${({ theme }) => theme.colors.blue};
  }
`;

function Phones({ settings }: { settings: SiteSettings }) {
  return (
    <ul css={{ paddingLeft: 20 }}>
      {settings.contact.phones.map((phone) => (
        <li key={phone}>
          <a href={telHref(phone)}>{phone}</a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The leads dashboard without its remote, in a box of its size. `waiting`: on the server and until the page is
 * hydrated, what a browser without JavaScript keeps (signing in needs it; the numbers to call); once hydrated,
 * while the remote loads, an empty busy box. Not waiting (the remote missing or broken): that the dashboard is
 * unavailable, and the numbers.
 */
export function LeadsDashboardFallback({ settings, waiting = false }: { settings: SiteSettings; waiting?: boolean }) {
  const hydrated = useHydrated();
  if (waiting && hydrated)
    return <DashboardBox aria-label="Leads dashboard" aria-busy="true" data-testid="leads-dashboard-loading" />;
  if (waiting) {
    return (
      <DashboardBox aria-label="Leads dashboard" data-testid="leads-dashboard-placeholder">
        <h1>Seller sign in</h1>
        <p>
          Sign in needs JavaScript. If the form does not appear, turn JavaScript on in your browser, or call us for your
          leads:
        </p>
        <Phones settings={settings} />
      </DashboardBox>
    );
  }
  return (
    <DashboardBox aria-label="Leads dashboard" data-testid="leads-dashboard-fallback">
      <h1>Seller sign in</h1>
      <p>The leads dashboard is unavailable right now. Please try again in a few minutes, or call us for your leads:</p>
      <Phones settings={settings} />
    </DashboardBox>
  );
}
