import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** Navigates within this site with the router (no reload), and to other sites with a page load. */
export function useSiteNavigate(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.href);
      if (target.origin === window.location.origin) navigate(`${target.pathname}${target.search}${target.hash}`);
      else window.location.assign(target.href);
    },
    [navigate],
  );
}
