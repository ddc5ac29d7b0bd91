/**
 * A router link styled as a button (the design system's Button rendered on a wouter
 * <Link>), with an optional icon before the text: 'Voltar', 'Home', 'Ir para o login'...
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, type ButtonProps } from '../design-system/button';
import { Icon, type IconName } from '../design-system/icon';

/** Props of {@link LinkButton}: the link's target, its text, an icon and the Button's look. */
export interface LinkButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'className'> {
  href: string;
  icon?: IconName;
  children: ReactNode;
}

/** A link to `href` that looks like a button (module note). */
export function LinkButton({ href, icon, children, ...look }: LinkButtonProps) {
  return (
    <Button asChild {...look}>
      <Link href={href}>
        {icon ? <Icon name={icon} size={18} /> : null}
        {children}
      </Link>
    </Button>
  );
}
