import { createHttpClient, type HttpClient, type SiteSettings } from '@pharmasetu/shared-contracts';
import { createContext, useContext } from 'react';

export interface Site {
  settings: SiteSettings;
  api: HttpClient;
}

export const SiteContext = createContext<Site | null>(null);

export const makeSite = (settings: SiteSettings): Site => ({ settings, api: createHttpClient(settings.urls.api) });

/** This site's settings and its api client, for pages. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside SiteContext');
  return site;
}
