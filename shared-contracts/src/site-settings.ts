import { z } from 'zod';
import { ENQUIRY_SOURCES } from './constants';

export const SITE_IDS = ['main', 'molecule', 'company', 'dashboard'] as const;
export type SiteId = (typeof SITE_IDS)[number];

const url = z.string().url();

/**
 * One site's settings: served by the site's origin with the page, handed to every remote as a prop.
 * The molecule and company sites show their own links, numbers, sources and tracking accounts; the
 * dashboard site is the sellers' (their leads, behind an OTP sign-in).
 */
export const siteSettingsSchema = z.object({
  site: z.enum(SITE_IDS),
  product: z.string().regex(/^[a-z0-9-]+$/),
  productName: z.string().min(1),
  urls: z.object({
    main: url,
    molecule: url,
    company: url,
    api: url,
    blog: url,
    lms: url,
    dashboard: url,
  }),
  contact: z.object({
    phones: z.array(z.string().min(5)).min(1),
    whatsapp: z.string().min(5),
    address: z.string().min(5),
    email: z.string().email(),
  }),
  enquirySource: z.enum(ENQUIRY_SOURCES),
  search: z.object({ appId: z.string().min(1), searchKey: z.string().min(1), host: z.string().optional() }).optional(),
  tracking: z.object({ adsAccount: z.string().optional(), analyticsAccount: z.string().optional() }).default({}),
  social: z.array(z.object({ label: z.string(), href: url })).default([]),
  apps: z.array(z.object({ label: z.string(), href: url })).default([]),
  /**
   * Error reporting (Sentry): absent → errors are logged locally and nothing is sent, no SDK is loaded.
   * tracesSampleRate: traceSampleRate(environment) — 0.1 in production (spec §9), 1.0 in development.
   */
  errorReporting: z
    .object({ dsn: z.string().min(1), environment: z.string().min(1), tracesSampleRate: z.number().min(0).max(1) })
    .optional(),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
