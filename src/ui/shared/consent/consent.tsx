/**
 * LGPD consent for the third-party trackers (rule in src/domain/shell.ts):
 * `ConsentProvider` (inside the services) reads the run-time settings; when a tracker is
 * configured and the visitor has not chosen, a banner asks. 'Aceitar' keeps the choice and
 * loads the trackers; 'Recusar' keeps the refusal and loads nothing. `useConsent().reopen()`
 * (the footer's 'Preferências de privacidade') shows the banner again; withdrawing a given
 * consent reloads the page so the loaded scripts go away.
 */
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PublicSettings } from '../../../domain/support/public-settings';
import type { ConsentChoice } from '../../../domain/shell';
import { Button } from '../../design-system/button';
import { useShellUseCases } from '../../app/services-context';
import { usePublicSettings } from '../support/use-public-settings';
import * as s from './consent.css';

interface ConsentContextValue {
  /** Whether there is anything to consent to (a tracker configured). */
  available: boolean;
  choice: ConsentChoice | null;
  reopen(): void;
}

const ConsentContext = createContext<ConsentContextValue>({ available: false, choice: null, reopen: () => undefined });

/** The consent state and the footer's way back to the banner. */
export function useConsent(): ConsentContextValue {
  return useContext(ConsentContext);
}

/** Room between the floating banner and the page's last line (px): the banner's own offset plus a little air. */
const BANNER_GAP_PX = 24;

export const CONSENT_TEXT =
  'Usamos cookies e ferramentas de terceiros (pixel de redes sociais, anúncios e análise de uso) para medir e melhorar o Cotador. Elas só são carregadas se você aceitar; você pode mudar de ideia a qualquer momento no rodapé.';

/**
 * The banner never covers the page: on a phone it sits in the flow above everything (it is
 * 200 px tall there and covered the life wizard's 'Continuar'); from the tablet up it floats at
 * the bottom and the page gets as much room at its end, measured, so the last buttons scroll
 * above it.
 */
function ConsentBanner({ onChoose, reopened }: { onChoose: (choice: ConsentChoice) => void; reopened: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // Reopened from the footer on a phone, the banner is at the page's top: bring it to the eye and the keyboard.
    if (reopened) {
      ref.current?.scrollIntoView?.({ block: 'nearest' });
      ref.current?.focus({ preventScroll: true });
    }
  }, [reopened]);
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!banner || typeof ResizeObserver === 'undefined') return undefined;
    const body = banner.ownerDocument.body;
    const reserve = () => {
      const floating = getComputedStyle(banner).position === 'fixed';
      body.style.paddingBottom = floating ? `${Math.ceil(banner.getBoundingClientRect().height) + BANNER_GAP_PX}px` : '';
    };
    const observer = new ResizeObserver(reserve);
    observer.observe(banner);
    reserve();
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, []);
  return (
    <section ref={ref} className={s.banner} aria-label="Privacidade e cookies" role="region" tabIndex={-1}>
      <p className={s.text}>{CONSENT_TEXT}</p>
      <div className={s.actions}>
        <Button variant="secondary" onClick={() => onChoose('denied')}>
          Recusar
        </Button>
        <Button variant="primary" onClick={() => onChoose('granted')}>
          Aceitar
        </Button>
      </div>
    </section>
  );
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const { support } = useShellUseCases();
  const settings: PublicSettings | null = usePublicSettings();
  const [choice, setChoice] = useState<ConsentChoice | null>(() => support.consent());
  const [asking, setAsking] = useState(false);
  const available = settings !== null && support.hasTrackers(settings);

  useEffect(() => {
    if (settings) support.applyConsent(settings);
  }, [settings, support]);

  const choose = useCallback(
    (next: ConsentChoice) => {
      if (!settings) return;
      const previous = support.consent();
      support.setConsent(next, settings);
      setChoice(next);
      setAsking(false);
      if (previous === 'granted' && next === 'denied' && typeof window !== 'undefined' && window.location.protocol.startsWith('http')) window.location.reload();
    },
    [settings, support],
  );

  const value = useMemo(() => ({ available, choice, reopen: () => setAsking(true) }), [available, choice]);
  return (
    <ConsentContext.Provider value={value}>
      {/* First in the document: on a phone it is the page's first block, in the flow. */}
      {available && (choice === null || asking) ? <ConsentBanner onChoose={choose} reopened={choice !== null} /> : null}
      {children}
    </ConsentContext.Provider>
  );
}
