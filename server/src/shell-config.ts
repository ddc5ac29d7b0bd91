/**
 * Configuration of the app's shell, read with the rest of server/src/config.ts:
 *
 * - `SUPPORT_WHATSAPP`: the support number in E.164 (`+5511987654321`); unset hides the button.
 * - `SUPPORT_HOURS`: when support answers, `<ISO weekdays> <HH:MM>-<HH:MM>` (default
 *   `1-5 09:00-18:00`), in `SUPPORT_TIME_ZONE` (default `America/Sao_Paulo`).
 * - `FEEDBACK_FORM_URL`: the external feedback form (https); unset hides the feedback sheet.
 * - `TRACKING_PIXEL_ID`, `TRACKING_ADS_ID`, `TRACKING_ANALYTICS_ID`: the social pixel, ads tag and
 *   product analytics of spec point 7, loaded by the SPA only after consent; each unset is
 *   simply not loaded. `TRACKING_PIXEL_SCRIPT_URL`, `TRACKING_ADS_SCRIPT_URL`,
 *   `TRACKING_ANALYTICS_SCRIPT_URL` override where the scripts come from (`{id}` is replaced by
 *   the id); their origins are added to the Content-Security-Policy.
 */
import { z } from 'zod';
import type { PublicSettings, TrackerSettings } from '../../src/domain/support/public-settings';
import { parseSupportHours } from '../../src/domain/support/business-hours';

/** Default script of each tracker (`{id}` replaced by the configured id). */
export const DEFAULT_TRACKER_SCRIPTS = {
  pixel: 'https://connect.facebook.net/en_US/fbevents.js',
  ads: 'https://www.googletagmanager.com/gtag/js?id={id}',
  analytics: 'https://static.hotjar.com/c/hotjar-{id}.js?sv=6',
} as const;

const optional = (schema: z.ZodType) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const trackerId = optional(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letras, números, _ ou -, até 64 / letters, digits, _ or -, up to 64'));
const scriptUrl = optional(z.url({ error: 'deve ser uma URL http(s) / must be an http(s) URL', protocol: /^https?$/ }));

const shellEnv = z.object({
  SUPPORT_WHATSAPP: optional(z.string().regex(/^\+[1-9]\d{7,14}$/, 'número E.164, ex. +5511987654321 / E.164 number, e.g. +5511987654321')),
  SUPPORT_HOURS: z.preprocess((value) => (value === '' || value === undefined ? '1-5 09:00-18:00' : value), z.string()),
  SUPPORT_TIME_ZONE: z.preprocess(
    (value) => (value === '' || value === undefined ? 'America/Sao_Paulo' : value),
    z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'fuso IANA desconhecido / unknown IANA time zone'),
  ),
  FEEDBACK_FORM_URL: optional(z.url({ error: 'deve ser uma URL http(s) / must be an http(s) URL', protocol: /^https?$/ })),
  TRACKING_PIXEL_ID: trackerId,
  TRACKING_PIXEL_SCRIPT_URL: scriptUrl,
  TRACKING_ADS_ID: trackerId,
  TRACKING_ADS_SCRIPT_URL: scriptUrl,
  TRACKING_ANALYTICS_ID: trackerId,
  TRACKING_ANALYTICS_SCRIPT_URL: scriptUrl,
});

/**
 * Where the default scripts send their beacons (connect-src and img-src), added to the
 * policy when the default script of that tracker is used.
 */
const DEFAULT_TRACKER_BEACONS = {
  pixel: ['https://www.facebook.com'],
  ads: ['https://www.google-analytics.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'],
  analytics: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
} as const;

/** The shell's settings: what `GET /api/config/` answers. */
export type ShellConfig = PublicSettings;

/** The shell part of the configuration, or the `VARIABLE: message` lines of what is wrong. */
export function readShellConfig(env: NodeJS.ProcessEnv): { ok: true; config: ShellConfig } | { ok: false; issues: string[] } {
  const parsed = shellEnv.safeParse(env);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
  const values = parsed.data as Record<string, string | undefined> & { SUPPORT_HOURS: string; SUPPORT_TIME_ZONE: string };
  const hours = parseSupportHours(values.SUPPORT_HOURS, values.SUPPORT_TIME_ZONE);
  if (!hours) return { ok: false, issues: ['SUPPORT_HOURS: use "<dias ISO> HH:MM-HH:MM", ex. "1-5 09:00-18:00" / e.g. "1-5 09:00-18:00"'] };
  const tracker = (id: string | undefined, url: string | undefined, fallback: string): TrackerSettings | null =>
    id ? { id, scriptUrl: (url ?? fallback).replaceAll('{id}', encodeURIComponent(id)) } : null;
  return {
    ok: true,
    config: {
      supportWhatsapp: values.SUPPORT_WHATSAPP ?? null,
      feedbackUrl: values.FEEDBACK_FORM_URL ?? null,
      supportHours: hours,
      tracking: {
        pixel: tracker(values.TRACKING_PIXEL_ID, values.TRACKING_PIXEL_SCRIPT_URL, DEFAULT_TRACKER_SCRIPTS.pixel),
        ads: tracker(values.TRACKING_ADS_ID, values.TRACKING_ADS_SCRIPT_URL, DEFAULT_TRACKER_SCRIPTS.ads),
        analytics: tracker(values.TRACKING_ANALYTICS_ID, values.TRACKING_ANALYTICS_SCRIPT_URL, DEFAULT_TRACKER_SCRIPTS.analytics),
      },
    },
  };
}

/**
 * Origins the Content-Security-Policy must allow for the configured trackers: `scripts` for
 * script-src, `beacons` (the script origins plus the known beacon hosts of the default
 * scripts) for connect-src and img-src. Empty when nothing is configured.
 */
export function trackerOrigins(config: ShellConfig): { scripts: string[]; beacons: string[] } {
  const scripts = new Set<string>();
  const beacons = new Set<string>();
  for (const kind of ['pixel', 'ads', 'analytics'] as const) {
    const tracker = config.tracking[kind];
    if (!tracker) continue;
    const origin = new URL(tracker.scriptUrl).origin;
    scripts.add(origin);
    beacons.add(origin);
    if (origin === new URL(DEFAULT_TRACKER_SCRIPTS[kind]).origin) for (const beacon of DEFAULT_TRACKER_BEACONS[kind]) beacons.add(beacon);
  }
  return { scripts: [...scripts], beacons: [...beacons] };
}
