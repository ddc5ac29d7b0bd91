/**
 * The shell's part of `useUseCases('support')` that the first page needs (a lean
 * first load: no zod, no chat): the run-time settings (fetched once, then shared;
 * defaults when the call fails), the LGPD consent for the trackers, the mobile alert, the
 * offline notice (support hours against the clock) and the WhatsApp link. The chat's part
 * is in use-cases.ts.
 */
import type { AppServices } from '../app-services';
import type { PublicSettings } from '../../domain/support/public-settings';
import { DEFAULT_SUPPORT_HOURS, supportHoursText, supportOfflineNotice, type SupportHours } from '../../domain/support/business-hours';
import { supportWhatsappUrl } from '../../domain/support/whatsapp';
import { parseConsent, shouldShowMobileAlert, type ConsentChoice, type MobileAlertContext } from '../../domain/shell';

/** The ports the shell's use cases need. */
export type SupportShellPorts = Pick<AppServices, 'publicSettings' | 'clock' | 'storage' | 'sessionStore' | 'trackers'>;

/** Where the tracking choice is kept (local storage). */
export const CONSENT_KEY = 'cotador.consent';
/** Where the mobile alert's showing is kept (session storage). */
export const MOBILE_ALERT_KEY = 'cotador.mobile-alert-shown';

/** What the SPA uses when `GET /api/config/` cannot be read: nothing optional shown, default hours. */
export const FALLBACK_SETTINGS: PublicSettings = {
  supportWhatsapp: null,
  feedbackUrl: null,
  supportHours: DEFAULT_SUPPORT_HOURS,
  tracking: { pixel: null, ads: null, analytics: null },
};

/** The shell's use cases of the first page. */
export interface SupportShellUseCases {
  /** The run-time settings (one call per app; {@link FALLBACK_SETTINGS} when it fails). */
  settings(): Promise<PublicSettings>;
  /** `Nosso atendimento está fora do horário. Responderemos a partir de …` now, or null while open. */
  offlineNotice(hours: SupportHours): string | null;
  /** `De segunda a sexta, das 9h às 18h (horário de Brasília).` */
  hoursText(hours: SupportHours): string;
  /** The wa.me link naming the broker, or null without a configured number. */
  whatsappUrl(settings: PublicSettings, brokerName: string | null): string | null;
  /** Whether any tracker is configured (otherwise there is nothing to consent to). */
  hasTrackers(settings: PublicSettings): boolean;
  /** The stored tracking choice, or null before the visitor chose. */
  consent(): ConsentChoice | null;
  /** Keeps the choice; `granted` loads the configured trackers now. */
  setConsent(choice: ConsentChoice, settings: PublicSettings): void;
  /** Loads the trackers when the stored choice is `granted` (at start-up). */
  applyConsent(settings: PublicSettings): void;
  /** The mobile alert rule (src/domain/shell.ts) with this session's memory; showing it marks it shown. */
  claimMobileAlert(context: Omit<MobileAlertContext, 'shownThisSession'>): boolean;
}

/** Builds the shell's first-page use cases over the ports. */
export function createSupportShellUseCases(ports: SupportShellPorts): SupportShellUseCases {
  let settings: Promise<PublicSettings> | null = null;
  return {
    settings() {
      settings ??= ports.publicSettings.settings().then((result) => (result.ok ? result.value : FALLBACK_SETTINGS));
      return settings;
    },
    offlineNotice: (hours) => supportOfflineNotice(ports.clock.now(), hours),
    hoursText: supportHoursText,
    whatsappUrl: (current, brokerName) => supportWhatsappUrl(current.supportWhatsapp, brokerName),
    hasTrackers: (current) => Object.values(current.tracking).some((tracker) => tracker !== null),
    consent: () => parseConsent(ports.storage.get(CONSENT_KEY)),
    setConsent(choice, current) {
      ports.storage.set(CONSENT_KEY, choice);
      if (choice === 'granted') ports.trackers.load(current.tracking);
    },
    applyConsent(current) {
      if (parseConsent(ports.storage.get(CONSENT_KEY)) === 'granted') ports.trackers.load(current.tracking);
    },
    claimMobileAlert(context) {
      const show = shouldShowMobileAlert({ ...context, shownThisSession: ports.sessionStore.get(MOBILE_ALERT_KEY) !== null });
      if (show) ports.sessionStore.set(MOBILE_ALERT_KEY, '1');
      return show;
    },
  };
}
