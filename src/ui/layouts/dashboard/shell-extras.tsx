/**
 * The dashboard's small shell pieces:
 * - {@link FeedbackSheet}: a tab to the external feedback form (`FEEDBACK_FORM_URL`), on the
 *   index route only (spec point 2), hidden when not configured;
 * - the texts of the mobile alert (mobile-alert.tsx: a chunk of its own, loaded with the support
 *   feature it reads).
 */
import { useLocation } from 'wouter';
import { usePublicSettings } from '../../shared/support/use-public-settings';
import * as s from './dashboard.css';

export function FeedbackSheet() {
  const [location] = useLocation();
  const settings = usePublicSettings();
  if (location !== '/' || !settings?.feedbackUrl) return null;
  return (
    <a className={s.feedbackTab} href={settings.feedbackUrl} target="_blank" rel="noopener noreferrer">
      Enviar feedback
    </a>
  );
}

export const MOBILE_ALERT_TITLE = 'Use um computador para a melhor experiência';
export const MOBILE_ALERT_TEXT =
  'O Cotador funciona no celular, mas comparar planos, tabelas e propostas é bem mais confortável em uma tela maior. Recomendamos acessar pelo computador.';
