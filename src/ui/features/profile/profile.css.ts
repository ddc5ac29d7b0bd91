import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.spacing.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const cardTitle = style({ fontSize: vars.fontSizes.lg, fontWeight: vars.fontWeights.bold });

export const readOnly = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.spacing.sm,
  margin: 0,
  padding: vars.spacing.sm,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surfaceMuted,
  border: `1px solid ${vars.colors.border}`,
  '@media': { [media.phoneUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

globalStyle(`${readOnly} dt`, { fontSize: vars.fontSizes.xs, fontWeight: vars.fontWeights.bold, color: vars.colors.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });
globalStyle(`${readOnly} dd`, { margin: `${vars.spacing.xxs} 0 0`, fontSize: vars.fontSizes.sm, overflowWrap: 'anywhere' });
