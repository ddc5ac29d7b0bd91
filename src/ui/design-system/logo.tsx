/**
 * The Cotador logo: a teal "C" mark holding a health cross, and the wordmark.
 * The same drawing is in public/logo.svg and public/favicon.svg.
 */
import { useId } from 'react';
import { tokens } from './tokens';
import * as s from './primitives.css';

const MARK_SIZES = { sm: 28, md: 34, lg: 44 } as const;

/** The mark alone (decorative); `inverse` draws it white for dark or coloured backgrounds. */
export function LogoMark({ size = 34, inverse = false }: { size?: number; inverse?: boolean }) {
  const gradientId = `logo-gradient-${useId().replace(/:/g, '')}`;
  const ink = inverse ? tokens.colors.primary : '#fff';
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={tokens.colors.brandGradientFrom} />
          <stop offset="1" stopColor={tokens.colors.brandGradientTo} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={inverse ? '#fff' : `url(#${gradientId})`} />
      <path d="M22.3 10.3A8.5 8.5 0 1 0 22.3 21.7" fill="none" stroke={ink} strokeWidth="3.2" strokeLinecap="round" />
      <path d="M16 12.6v6.8M12.6 16h6.8" fill="none" stroke={ink} strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}

export interface LogoProps {
  size?: 'sm' | 'md' | 'lg';
  tone?: 'default' | 'inverse';
}

/** Mark plus the wordmark "Cotador"; its text is its accessible name. */
export function Logo({ size = 'md', tone = 'default' }: LogoProps) {
  return (
    <span className={s.logo({ size, tone })}>
      <LogoMark size={MARK_SIZES[size]} inverse={tone === 'inverse'} />
      <span>Cotador</span>
    </span>
  );
}
