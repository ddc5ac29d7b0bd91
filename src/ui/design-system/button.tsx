/**
 * Button: variants primary / secondary / ghost / danger, sizes sm / md / lg, an
 * optional loading state (disabled, spinner, `loadingText`). `asChild` renders the
 * styles on its single child (e.g. a router Link) instead of a <button>, with the icon
 * put inside that child before its text.
 */
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
// The package's per-primitive entry: the umbrella `radix-ui` index would put every primitive the
// app uses (dialogs…) in the first page's chunks.
import * as Slot from 'radix-ui/slot';
import { button } from './button.css';
import { Icon, type IconName } from './icon';
import { Spinner } from './spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  /** Shows a spinner, disables the button and replaces the text with `loadingText`. */
  loading?: boolean;
  loadingText?: string;
  /** Icon before the text. */
  icon?: IconName;
  /** Render the styles on the single child element (a link) instead of a <button>. */
  asChild?: boolean;
  children?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, loading = false, loadingText, icon, asChild = false, className, children, disabled, type, ...rest },
  ref,
) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <Slot.Root ref={ref} className={classes} {...rest}>
        {icon ? <Icon name={icon} size={18} /> : null}
        <Slot.Slottable>{children}</Slot.Slottable>
      </Slot.Root>
    );
  }
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : icon ? <Icon name={icon} size={18} /> : null}
      {loading && loadingText ? loadingText : children}
    </button>
  );
});

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'loadingText' | 'asChild'> {
  icon: IconName;
  /** Accessible name (also the tooltip). */
  label: string;
}

/** A square button with only an icon; `label` is its accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', size = 'md', className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      className={[button({ variant, size, iconOnly: true }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <Icon name={icon} size={size === 'lg' ? 24 : 20} />
    </button>
  );
});
