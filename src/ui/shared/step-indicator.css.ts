/** Styles of the quoting steps (Cotação → Comparação → Proposta). */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../design-system/theme.css';

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.spacing.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSizes.sm,
});

export const step = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.xs });

const pill = { display: 'inline-flex', alignItems: 'center', gap: vars.spacing.xs, padding: `2px ${vars.spacing.xs}`, borderRadius: vars.radii.full } as const;

export const current = style({ ...pill, fontWeight: 700, color: vars.colors.primaryText, background: vars.colors.primarySoft });

export const link = style({ ...pill, color: vars.colors.textMuted, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });

const circle = {
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: '50%',
  fontSize: vars.fontSizes.xs,
  fontWeight: 700,
} as const;

export const number = styleVariants({
  done: { ...circle, background: vars.colors.success, color: vars.colors.textOnPrimary },
  current: { ...circle, background: vars.colors.primary, color: vars.colors.textOnPrimary },
  next: { ...circle, border: `1px solid ${vars.colors.borderStrong}`, color: vars.colors.textMuted },
});

export const separator = style({ width: '0.75rem', height: '1px', background: vars.colors.borderStrong });
