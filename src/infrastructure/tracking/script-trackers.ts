/**
 * TrackerLoader for the browser: adds each configured tracker's `<script src>` (async) to
 * the page and sets up the global queue its vendor snippet would create — without inline
 * script (the CSP forbids it): the social pixel (`fbq('init', id)`, `PageView`), the ads tag
 * (`gtag('config', id)` on `dataLayer`) and product analytics (`hj` queue, `_hjSettings`).
 * Nothing happens for a tracker that is not configured; each loads at most once per page.
 */
import type { TrackerLoader } from '../../application/support/support-gateway';

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[][]; q?: unknown[][] };
type TrackerWindow = Window & { fbq?: Queue; _fbq?: Queue; dataLayer?: unknown[]; gtag?: Queue; hj?: Queue; _hjSettings?: { hjid: string; hjsv: number } };

/** Creates the loader over a document (the page's by default). */
export function createScriptTrackerLoader(doc: Document = document): TrackerLoader {
  const loaded = new Set<string>();
  const win = doc.defaultView as TrackerWindow | null;
  const addScript = (kind: string, src: string) => {
    if (loaded.has(kind)) return false;
    loaded.add(kind);
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.dataset.tracker = kind;
    doc.head.appendChild(script);
    return true;
  };
  return {
    load(tracking) {
      if (!win) return;
      if (tracking.pixel && addScript('pixel', tracking.pixel.scriptUrl)) {
        const fbq: Queue = (...args: unknown[]) => void (fbq.queue ??= []).push(args);
        win.fbq ??= fbq;
        win._fbq ??= win.fbq;
        win.fbq('init', tracking.pixel.id);
        win.fbq('track', 'PageView');
      }
      if (tracking.ads && addScript('ads', tracking.ads.scriptUrl)) {
        win.dataLayer ??= [];
        // gtag.js reads the `arguments` objects pushed on dataLayer.
        win.gtag ??= function gtag() {
          // eslint-disable-next-line prefer-rest-params
          win.dataLayer!.push(arguments);
        } as Queue;
        win.gtag('js', new Date());
        win.gtag('config', tracking.ads.id);
      }
      if (tracking.analytics) {
        win._hjSettings = { hjid: tracking.analytics.id, hjsv: 6 };
        win.hj ??= ((...args: unknown[]) => void (win.hj!.q ??= []).push(args)) as Queue;
        addScript('analytics', tracking.analytics.scriptUrl);
      }
    },
  };
}

/** A loader that records what it was asked (fake mode and tests). */
export function createRecordingTrackerLoader(): TrackerLoader & { loads: Array<Parameters<TrackerLoader['load']>[0]> } {
  const loads: Array<Parameters<TrackerLoader['load']>[0]> = [];
  return { loads, load: (tracking) => void loads.push(tracking) };
}
