import type { ComponentProps, MouseEvent } from 'react';
import { isClientNavigation } from './is-client-navigation';
import { locationStore } from './location-store';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path on this site, with any query: '/pharma', '/search?q=x'. */
  to: string;
};

/**
 * A real `<a href>`: crawlers, new-tab clicks, downloads and other targets work as for any link, while a
 * plain click navigates within the app. A link to the address already shown replaces it in the history.
 */
export function Link({ to, onClick, ...anchor }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isClientNavigation(event, event.currentTarget, window.location.origin)) return;
    event.preventDefault();
    locationStore.navigate(to, { replace: event.currentTarget.href === window.location.href });
  };
  return <a {...anchor} href={to} onClick={handleClick} />;
}
