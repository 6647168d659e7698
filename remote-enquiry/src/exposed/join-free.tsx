import type { JoinFreeProps } from '@pharmasetu/shared-contracts';
import { JoinFreeForm } from '../join-free/join-free-form';

export type { JoinFreeProps };

/** The Join Free form of the /registration page (props: settings). */
export default function JoinFree({ settings }: JoinFreeProps) {
  return (
    <section aria-label="Join Free form" data-remote={__APP_NAME__} data-version={__APP_VERSION__}>
      <JoinFreeForm settings={settings} />
    </section>
  );
}
