/**
 * The dashboard's small shell pieces (issue 15):
 * - {@link FeedbackSheet}: a tab to the external feedback form (`FEEDBACK_FORM_URL`), on the
 *   index route only (spec point 2), hidden when not configured;
 * - {@link MobileAlert}: the dialog recommending a computer, under the rule of
 *   src/domain/shell.ts (small screens, once per session, never over a form being filled or
 *   another modal), checked on opening and on each route change.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button, Dialog, DialogClose } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import { useFirstAccessModalsOpen } from '../../shared/first-access/first-access';
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

const FIELD_SELECTOR = 'input, textarea, select, [contenteditable="true"]';

/** Whether a form field has the focus. */
function fieldFocused(): boolean {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof Element && active.matches(FIELD_SELECTOR);
}

export const MOBILE_ALERT_TITLE = 'Use um computador para a melhor experiência';
export const MOBILE_ALERT_TEXT =
  'O Cotador funciona no celular, mas comparar planos, tabelas e propostas é bem mais confortável em uma tela maior. Recomendamos acessar pelo computador.';

export function MobileAlert() {
  const support = useUseCases('support');
  const [location] = useLocation();
  const otherModalOpen = useFirstAccessModalsOpen();
  const [open, setOpen] = useState(false);
  const typed = useRef(false);

  useEffect(() => {
    typed.current = false;
    const onInput = () => {
      typed.current = true;
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, [location]);

  useEffect(() => {
    if (open || typeof window === 'undefined') return;
    const viewportWidth = window.innerWidth;
    if (support.claimMobileAlert({ viewportWidth, formInProgress: fieldFocused() || typed.current, otherModalOpen })) setOpen(true);
  }, [location, otherModalOpen, open, support]);

  return (
    <Dialog
      title={MOBILE_ALERT_TITLE}
      size="sm"
      open={open}
      onOpenChange={setOpen}
      footer={
        <DialogClose>
          <Button variant="primary">Entendi</Button>
        </DialogClose>
      }
    >
      <p>{MOBILE_ALERT_TEXT}</p>
    </Dialog>
  );
}
