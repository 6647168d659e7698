import { on, type SiteSettings, type TrackParams } from '@pharmasetu/shared-contracts';

declare global {
  interface Window {
    /** The tag manager queue (Google tag / GTM read it once their script is on the page). */
    dataLayer?: unknown[];
  }
}

/**
 * The shell forwards every remote's `track:event` to this site's analytics: pushed onto the tag
 * manager's dataLayer with the site's own account when the event names none. The tag script itself
 * is configured per deployment; without it the queue simply holds the events.
 */
export function forwardTracking(settings: SiteSettings, target: Window = window): () => void {
  return on(
    'track:event',
    ({ name, params = {} }) => {
      const { event: label, ...rest } = params;
      const sendTo = (params.send_to as string | undefined) ?? settings.tracking.analyticsAccount;
      // `event` is the dataLayer's own key: the event's name; a param of that name is kept as event_label.
      const record: TrackParams & { event: string } = {
        site: settings.site,
        ...rest,
        ...(label !== undefined ? { event_label: label } : {}),
        ...(sendTo ? { send_to: sendTo } : {}),
        event: name,
      };
      (target.dataLayer ??= []).push(record);
    },
    target,
  );
}
