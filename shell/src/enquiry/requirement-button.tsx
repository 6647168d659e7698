import { emit, FOOTER_PAGES, routes, type SiteEvents } from '@pharmasetu/shared-contracts';
import type { ReactNode } from 'react';
import { useHydrated } from '../hydration/use-hydrated';
import { CallToAction } from '../pages/ui';
import { useSite } from '../site-context';

/** The button's look on a link: the same box (CallToAction's), so nothing moves when the button takes its place. */
const Link = CallToAction.withComponent('a');

/**
 * "Post your requirement": a button that opens the enquiry remote's dialog. On the server and until the
 * page is hydrated it is a link to the contact page (its phone numbers and address), which works without
 * JavaScript.
 */
export function RequirementButton({
  detail,
  children,
}: {
  detail: SiteEvents['enquiry:open-requirement'];
  children: ReactNode;
}) {
  const { settings } = useSite();
  const hydrated = useHydrated();
  if (!hydrated) return <Link href={routes.page(settings.urls.main, FOOTER_PAGES.contact)}>{children}</Link>;
  return (
    <CallToAction type="button" onClick={() => emit('enquiry:open-requirement', detail)}>
      {children}
    </CallToAction>
  );
}
