import { Logo } from './logo';
import { fullPage, fullPageText, spinner } from './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label; without it the spinner is decorative. */
  label?: string;
}

/** A rotating ring in the current text colour. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  return label ? (
    <span role="status" aria-label={label} className={spinner({ size })} />
  ) : (
    <span aria-hidden="true" className={spinner({ size })} />
  );
}

/** Full-page loading state: logo, spinner and a short text (never a blank page). */
export function FullPageLoading({ message = 'Carregando…' }: { message?: string }) {
  return (
    <div className={fullPage} role="status" aria-live="polite">
      <Logo size="lg" />
      <Spinner size="lg" />
      <p className={fullPageText}>{message}</p>
    </div>
  );
}
