import '@emotion/react';
import type { SiteTheme } from '@pharmasetu/shared-contracts';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}
