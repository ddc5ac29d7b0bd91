/**
 * Dialog: a centred modal (Radix Dialog) with a title, optional description, a
 * 'Fechar' close button, body and footer. Controlled (`open`/`onOpenChange`) or
 * with a `trigger` element.
 */
import type { ReactNode } from 'react';
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
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={s.overlay} />
        <RadixDialog.Content className={s.dialogContent({ size })} {...(description ? {} : { 'aria-describedby': undefined })}>
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
