/**
 * The SPA's run-time settings: what one deployment configures and the app reads at start-up
 * (so one build serves every deployment and no id is compiled into the bundle). The wire form
 * (`GET /api/config/`, snake_case, `HH:MM` hours) and its mapping live in
 * src/contract/public-config.ts; the server builds these settings from its configuration.
 */
import type { SupportHours } from './business-hours';

/** One third-party tracker: its id and the script that loads it (an absolute URL). */
export interface TrackerSettings {
  id: string;
  scriptUrl: string;
}

/**
 * The run-time settings:
 * - `supportWhatsapp`: the support number in E.164 (`+5511999999999`), or null (button hidden);
 * - `feedbackUrl`: the external feedback form, or null (sheet hidden);
 * - `supportHours`: when the support team answers (ISO weekdays, minutes, time zone);
 * - `tracking`: the social pixel, ads tag and product analytics (spec point 7), each null when
 *   not configured; loaded only after the visitor's consent (LGPD).
 */
export interface PublicSettings {
  supportWhatsapp: string | null;
  feedbackUrl: string | null;
  supportHours: SupportHours;
  tracking: { pixel: TrackerSettings | null; ads: TrackerSettings | null; analytics: TrackerSettings | null };
}
