/**
 * Dialog: a centred modal (Radix Dialog) with a title, optional description, a
 * 'Fechar' close button, body and footer. Controlled (`open`/`onOpenChange`) or
 * with a `trigger` element.
 *
 * Radix keeps the modal's focus trap, focus return, Escape, outside-click dismissal and
 * `aria-hidden` on the rest of the page. The backdrop is our own element, not
 * `RadixDialog.Overlay`: that one wraps react-remove-scroll, whose injected `<style>` sets a
 * custom property on `<body>` that every element inherits, so opening a dialog recalculated the
 * style of the whole page behind it (the largest part of opening a plan's details over a long
 * results list, docs/benchmarks.md "Clicks → next paint"). The page is locked instead through
 * the root element's `overflow` (`useRootScrollLock`), which no element inherits. For the same
 * reason <body> keeps `pointer-events: auto` while a Dialog is open (overlay.css.ts): the
 * backdrop, above the page, takes the clicks that Radix's inline `none` on <body> would stop.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import * as RadixDialog from 'radix-ui/dialog';
import { IconButton } from './button';
import * as s from './overlay.css';

export interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered as the Radix trigger). */
  trigger?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  footer?: ReactNode;
  children?: ReactNode;
}

export function Dialog({ title, description, open, onOpenChange, trigger, size, footer, children }: DialogProps) {
  // Uncontrolled (a `trigger` only): the open state is kept here, for the scroll lock to know it.
  const [openByTrigger, setOpenByTrigger] = useState(false);
  const isOpen = open ?? openByTrigger;
  useRootScrollLock(isOpen);
  // Radix gives focus back to its own Trigger only; most dialogs here are opened by a plain
  // button (a card's 'Ver detalhes'), so the element focused when the dialog opened gets it back.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (isOpen) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [isOpen]);
  return (
    <RadixDialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (open === undefined) setOpenByTrigger(next);
        onOpenChange?.(next);
      }}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <div className={s.overlay} data-dialog-overlay="" />
        <RadixDialog.Content
          className={s.dialogContent({ size })}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const element = opener.current;
            opener.current = null;
            if (element?.isConnected && element !== document.body) {
              event.preventDefault();
              element.focus();
            }
          }}
        >
          <div className={s.dialogHeader}>
            <div>
              <RadixDialog.Title className={s.dialogTitle}>{title}</RadixDialog.Title>
              {description ? <RadixDialog.Description className={s.dialogDescription}>{description}</RadixDialog.Description> : null}
            </div>
            <RadixDialog.Close asChild>
              <IconButton icon="close" label="Fechar" size="sm" />
            </RadixDialog.Close>
          </div>
          {children}
          {footer ? <div className={s.dialogFooter}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps an element so that clicking it closes the surrounding Dialog or Drawer. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/** Open locks (nested dialogs), and the root's inline `overflow` / `scrollbar-gutter` before the first. */
let rootLocks = 0;
let rootBefore = { overflow: '', scrollbarGutter: '' };

/**
 * While `active`, the page behind a modal does not scroll: `overflow: hidden` on `<html>` (a
 * property no element inherits, so only the root's style is recalculated). When the page had a
 * classic scrollbar, `scrollbar-gutter: stable` keeps its width reserved so nothing shifts
 * sideways. Also marks the root `data-dialog-open` (overlay.css.ts keeps <body>'s pointer
 * events). Nested locks count; the last one out restores the inline values it found.
 */
export function useRootScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return undefined;
    const root = document.documentElement;
    if (rootLocks === 0) {
      rootBefore = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
      const hadScrollbar = window.innerWidth > root.clientWidth;
      root.style.overflow = 'hidden';
      if (hadScrollbar) root.style.scrollbarGutter = 'stable';
      root.setAttribute('data-dialog-open', '');
    }
    rootLocks += 1;
    return () => {
      rootLocks -= 1;
      if (rootLocks === 0) {
        root.style.overflow = rootBefore.overflow;
        root.style.scrollbarGutter = rootBefore.scrollbarGutter;
        root.removeAttribute('data-dialog-open');
      }
    };
  }, [active]);
}
