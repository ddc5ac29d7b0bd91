/**
 * `GET /api/config/` (public): the settings the SPA reads at run time, so one
 * build serves every deployment and no id is compiled into the bundle:
 * - `support_whatsapp`: the support number in E.164 (`+5511999999999`) or null (button hidden);
 * - `feedback_url`: the external feedback form, or null (sheet hidden);
 * - `support_hours`: ISO weekdays (1 = Monday … 7 = Sunday), opening and closing `HH:MM`, time zone;
 * - `tracking`: the social pixel, ads tag and product analytics of spec point 7, each
 *   `{id, script_url}` or null; loaded by the SPA only after the visitor's consent (LGPD).
 * The settings in the app's own words ({@link PublicSettings}) are src/domain/support/public-settings.ts;
 * this module maps them to and from the wire.
 */
import { z } from 'zod/mini';
import type { PublicSettings, TrackerSettings } from '../domain/support/public-settings';

const trackerWire = z.nullable(z.object({ id: z.string().check(z.minLength(1)), script_url: z.url() }));

export const publicConfigWire = z.object({
  support_whatsapp: z.nullable(z.string().check(z.regex(/^\+[1-9]\d{7,14}$/))),
  feedback_url: z.nullable(z.url()),
  support_hours: z.object({
    days: z.array(z.int().check(z.gte(1), z.lte(7))),
    opens: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
    closes: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
    time_zone: z.string().check(z.minLength(1)),
  }),
  tracking: z.object({ pixel: trackerWire, ads: trackerWire, analytics: trackerWire }),
});
export type PublicConfigWire = z.infer<typeof publicConfigWire>;

const toMinute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const trackerFrom = (wire: { id: string; script_url: string } | null): TrackerSettings | null => (wire ? { id: wire.id, scriptUrl: wire.script_url } : null);
const trackerTo = (settings: TrackerSettings | null) => (settings ? { id: settings.id, script_url: settings.scriptUrl } : null);

/** Wire → settings (`HH:MM` → minutes after midnight, snake_case → camelCase). */
export function fromPublicConfigWire(wire: PublicConfigWire): PublicSettings {
  return {
    supportWhatsapp: wire.support_whatsapp,
    feedbackUrl: wire.feedback_url,
    supportHours: { days: wire.support_hours.days, opensMinute: toMinute(wire.support_hours.opens), closesMinute: toMinute(wire.support_hours.closes), timeZone: wire.support_hours.time_zone },
    tracking: { pixel: trackerFrom(wire.tracking.pixel), ads: trackerFrom(wire.tracking.ads), analytics: trackerFrom(wire.tracking.analytics) },
  };
}

/** Settings → wire (minutes → `HH:MM`). */
export function toPublicConfigWire(settings: PublicSettings): PublicConfigWire {
  return {
    support_whatsapp: settings.supportWhatsapp,
    feedback_url: settings.feedbackUrl,
    support_hours: { days: [...settings.supportHours.days], opens: toHhmm(settings.supportHours.opensMinute), closes: toHhmm(settings.supportHours.closesMinute), time_zone: settings.supportHours.timeZone },
    tracking: { pixel: trackerTo(settings.tracking.pixel), ads: trackerTo(settings.tracking.ads), analytics: trackerTo(settings.tracking.analytics) },
  };
}
