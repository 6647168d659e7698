import type { SiteSettings } from '@pharmasetu/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import { FloatingActionsLinks } from '../fallbacks/floating-actions-links';
import { FooterFallback } from '../fallbacks/footer-fallback';
import { useComposition } from '../federation/composition-context';
import { RemoteSlot } from '../federation/remote-slot';
import { useHydrated } from '../hydration/use-hydrated';

/** How far below the viewport the footer remote starts loading: a fast scroll does not outrun it. */
const FOOTER_SLOT_MARGIN_PX = 600;

/**
 * The footer remote loads as the visitor heads for the footer, not with the first view: when the footer
 * is within FOOTER_SLOT_MARGIN_PX of the viewport once the page has been scrolled (a page whose footer is
 * near the first view but below it waits for the first scroll; one whose footer is in view loads at once).
 * Until then the slot holds what the server rendered: every footer link (crawlable), and the floating
 * WhatsApp and call-back buttons, which work without the remote (the call back opens the enquiry remote's
 * popup). Where the browser has no IntersectionObserver the remote loads at once.
 */
export function FooterSlot({ settings }: { settings: SiteSettings }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const release = useComposition().remote_footer?.version;
  const composed = release !== undefined;
  const hydrated = useHydrated();

  useEffect(() => {
    if (wanted) return;
    if (typeof IntersectionObserver !== 'function') return setWanted(true);
    const want = () => setWanted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.find((e) => e.isIntersecting);
        if (!near) return;
        if (window.scrollY > 0 || near.boundingClientRect.top < window.innerHeight) want();
        else window.addEventListener('scroll', want, { once: true, passive: true });
      },
      { rootMargin: `${FOOTER_SLOT_MARGIN_PX}px` },
    );
    if (anchor.current) observer.observe(anchor.current);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', want);
    };
  }, [wanted]);

  const placeholder = (
    <div ref={anchor}>
      <FooterFallback settings={settings} waiting />
      <FloatingActionsLinks settings={settings} />
    </div>
  );
  // A remote the page did not compose: the slot shows its fallback (and reports it) at once.
  if (!wanted && (composed || !hydrated)) return placeholder;
  return (
    <RemoteSlot
      module="remote_footer/Footer"
      props={{ settings, ...(release ? { release } : {}) }}
      fallback={
        <>
          <FooterFallback settings={settings} />
          <FloatingActionsLinks settings={settings} />
        </>
      }
      placeholder={placeholder}
    />
  );
}
