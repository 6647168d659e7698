import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

/**
 * A link within the dashboard: a real href (open in a new tab, copy the address), followed with the router on a
 * plain click so the page does not reload.
 */
export function InternalLink({
  to,
  navigate,
  children,
  ...rest
}: { to: string; navigate: (to: string) => void; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <a {...rest} href={to} onClick={onClick}>
      {children}
    </a>
  );
}
