/**
 * Drawer: a side sheet (Radix Dialog) sliding from the left or the right, with a
 * title and a 'Fechar' button. Focus is trapped while open; Escape closes it.
 */
import type { ReactNode } from 'react';
import * as RadixDialog from 'radix-ui/dialog';
import { IconButton } from './button';
import * as s from './overlay.css';
import { visuallyHidden } from './primitives.css';

export interface DrawerProps {
  side: 'left' | 'right';
  title: ReactNode;
  /** Keep the title for assistive technology only. */
  hideTitle?: boolean;
  /** Shown in the header instead of the title text (e.g. the logo); the title stays the accessible name. */
  headerContent?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children?: ReactNode;
}

export function Drawer({ side, title, hideTitle = false, headerContent, open, onOpenChange, children }: DrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={s.overlay} />
        <RadixDialog.Content className={s.drawerContent({ side })} aria-describedby={undefined}>
          <div className={s.drawerHeader}>
            {headerContent}
            <RadixDialog.Title className={hideTitle || headerContent ? visuallyHidden : s.drawerTitle}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton icon="close" label="Fechar" />
            </RadixDialog.Close>
          </div>
          <div className={s.drawerBody}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
