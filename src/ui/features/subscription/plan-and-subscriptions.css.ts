import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

export const summaryCard = style({ marginBottom: vars.spacing.lg });
export const cardTitle = style({ fontSize: vars.fontSizes.xl, fontWeight: vars.fontWeights.bold, marginBottom: vars.spacing.md });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.spacing.md,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const summaryItem = style({
  padding: vars.spacing.sm,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surfaceMuted,
  border: `1px solid ${vars.colors.border}`,
});

globalStyle(`${summaryItem} dt`, { fontSize: vars.fontSizes.xs, fontWeight: vars.fontWeights.bold, color: vars.colors.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });
globalStyle(`${summaryItem} dd`, { margin: `${vars.spacing.xxs} 0 0`, fontSize: vars.fontSizes.md, fontWeight: vars.fontWeights.semibold });
