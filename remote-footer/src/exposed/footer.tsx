import { lazy, Suspense } from 'react';
import { FOOTER_BACKGROUND, FOOTER_PLACEHOLDER_MIN_HEIGHT_PX, type FooterProps } from '@pharmasetu/shared-contracts';
import { FloatingActions } from '../floating/floating-actions';
import { useNearViewport } from '../footer/use-near-viewport';

export type { FooterProps };

/** How far below the viewport the footer's code starts loading: a fast scroll does not outrun it. */
export const FOOTER_LOAD_MARGIN_PX = 600;

const FooterBody = lazy(() => import(/* webpackChunkName: "footer-body" */ '../footer/footer-body'));

/**
 * Exposed as './Footer': the site footer (spec §2) and its floating buttons. The buttons are in the
 * first view, so they come at once; the footer itself sits below the page, so its code (links,
 * newsletter, contact) loads only when the visitor comes near it, behind a block of its colour and
 * height that keeps the page from shifting.
 */
export default function Footer({ settings, packageId, release }: FooterProps) {
  const [near, anchor] = useNearViewport<HTMLDivElement>(FOOTER_LOAD_MARGIN_PX);
  const placeholder = (
    <div
      ref={anchor}
      data-testid="footer-placeholder"
      css={{ minHeight: FOOTER_PLACEHOLDER_MIN_HEIGHT_PX, background: FOOTER_BACKGROUND }}
      aria-hidden="true"
    />
  );
  return (
    <>
      {near ? (
        <Suspense fallback={placeholder}>
          <FooterBody settings={settings} packageId={packageId} release={release} />
        </Suspense>
      ) : (
        placeholder
      )}
      <FloatingActions settings={settings} packageId={packageId} />
    </>
  );
}
