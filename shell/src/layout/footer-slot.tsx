import type { SiteSettings } from '@pharmasetu/shared-contracts';
import { useEffect, useRef, useState } from 'react';
import { whenIdle } from '../enquiry/when-idle';
import { FooterFallback } from '../fallbacks/footer-fallback';
import { RemoteSlot } from '../federation/remote-slot';

/**
 * The footer remote loads when the browser is idle or the visitor scrolls near it, not before first
 * paint: its floating buttons are in the first view. The remote holds the footer's own code back until
 * the visitor comes near it. Until then the slot holds the plain footer links.
 */
export function FooterSlot({ settings }: { settings: SiteSettings }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const show = () => setWanted(true);
    const cancelIdle = whenIdle(show);
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
            rootMargin: '600px',
          })
        : undefined;
    if (anchor.current) observer?.observe(anchor.current);
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [wanted]);

  // The server's page and the first render: every footer link (crawlable), in the footer's box.
  const placeholder = (
    <div ref={anchor}>
      <FooterFallback settings={settings} waiting />
    </div>
  );
  if (!wanted) return placeholder;
  return (
    <RemoteSlot
      module="remote_footer/Footer"
      props={{ settings }}
      fallback={<FooterFallback settings={settings} />}
      placeholder={placeholder}
    />
  );
}
