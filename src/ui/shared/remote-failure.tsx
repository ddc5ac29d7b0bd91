/**
 * The error-and-retry box of a screen whose data did not load (catalog, operators,
 * comparison, quote): an alert with the failure's message, an optional detail (the
 * port's own message) and 'Tentar novamente', which calls `onRetry` (reload / resend);
 * the FailureNotice of the saved-quotation screens (Minhas cotações, proposta comparativa); and
 * the lighter RetryNotice of the account and subscription screens.
 */
import type { ReactNode } from 'react';
import { Button } from '../design-system/button';
import { Icon } from '../design-system/icon';
import { Notice } from '../design-system/form-controls';
import * as s from './catalog/catalog.css';

export interface RemoteFailureProps {
  /** The screen's pt-BR sentence for the failure (e.g. PLAN_FAILURE_MESSAGE). */
  message: ReactNode;
  /** The failure's own message, shown muted under it; omitted when empty. */
  detail?: ReactNode;
  /** Called by 'Tentar novamente'. */
  onRetry: () => void;
}

/** An alert with the failure, its detail and a 'Tentar novamente' button. */
export function RemoteFailure({ message, detail, onRetry }: RemoteFailureProps) {
  return (
    <div className={s.inlineError} role="alert">
      <Icon name="alertCircle" size={20} />
      <div>
        <p>{message}</p>
        {detail ? <p className={s.muted}>{detail}</p> : null}
        <Button variant="secondary" size="sm" className={s.retryButton} onClick={onRetry}>
          Tentar novamente
        </Button>
      </div>
    </div>
  );
}

/** Props of {@link RetryNotice}. */
export interface RetryNoticeProps {
  /** The pt-BR sentence for the failure. */
  message: ReactNode;
  /** Called by 'Tentar de novo'. */
  onRetry: () => void;
  className?: string;
}

/** An error notice with the failure's sentence followed by a small 'Tentar de novo' button. */
export function RetryNotice({ message, onRetry, className }: RetryNoticeProps) {
  return (
    <Notice tone="error" className={className}>
      {message}{' '}
      <Button variant="ghost" size="sm" onClick={onRetry}>
        Tentar de novo
      </Button>
    </Notice>
  );
}

/** Props of {@link FailureNotice}. */
export interface FailureNoticeProps {
  /** The failure's pt-BR message (a RemoteFailure's `message`). */
  message: ReactNode;
  /** Called by 'Tentar novamente' (a useRemote's `reload`). */
  onRetry: () => void;
}

/** An error notice with the failure's message and a 'Tentar novamente' button under it. */
export function FailureNotice({ message, onRetry }: FailureNoticeProps) {
  return (
    <Notice tone="error">
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Notice>
  );
}
