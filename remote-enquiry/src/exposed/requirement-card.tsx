import { REQUIREMENT_CARD_MIN_HEIGHT_PX } from '@pharmasetu/shared-contracts';
import type { RequirementCardProps } from '../requirement/requirement-card';
import { LazyRequirementCard } from './lazy-card';

export type { RequirementCardProps };

/**
 * The requirement card for inline use on pages (props: settings, section, listingSlug?, productName?);
 * addressed to a company listing when `listingSlug` is given (red header, OTP first).
 */
export default function RequirementCard(props: RequirementCardProps) {
  return (
    <section
      aria-label="Post your Requirement"
      data-remote={__APP_NAME__}
      data-version={__APP_VERSION__}
      data-section={props.section}
      // The box the page kept for it (the shell's links) is this tall: nothing below moves as its steps load.
      css={{ minHeight: REQUIREMENT_CARD_MIN_HEIGHT_PX, background: '#fff', borderRadius: 8 }}
    >
      <LazyRequirementCard memoryScope="inline" {...props} />
    </section>
  );
}
