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
    >
      <LazyRequirementCard memoryScope="inline" {...props} />
    </section>
  );
}
