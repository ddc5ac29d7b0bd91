/**
 * The dialog recommending a computer, under the rule of src/domain/shell.ts (small
 * screens, once per session, never over a form being filled or another modal), checked on
 * opening and on each route change. A chunk of its own (dashboard-layout.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../design-system/button';
import { Dialog, DialogClose } from '../../design-system/dialog';
import { useUseCases } from '../../app/services-context';
import { useFirstAccessModalsOpen } from '../../shared/first-access/first-access';
import { MOBILE_ALERT_TEXT, MOBILE_ALERT_TITLE } from './shell-extras';

const FIELD_SELECTOR = 'input, textarea, select, [contenteditable="true"]';

/** Whether a form field has the focus. */
function fieldFocused(): boolean {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof Element && active.matches(FIELD_SELECTOR);
}

/** Shows the mobile alert when the rule says so. */
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
