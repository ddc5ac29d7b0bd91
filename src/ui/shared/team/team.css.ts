import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.sm,
  marginBottom: vars.spacing.md,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between' } },
});

export const title = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.xs, fontSize: vars.fontSizes.xl, fontWeight: vars.fontWeights.bold });
export const subtitle = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm, marginTop: vars.spacing.xxs });
export const headerActions = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.spacing.xxs, '@media': { [media.tablet]: { alignItems: 'flex-end' } } });
export const limitHint = style({ fontSize: vars.fontSizes.xs, color: vars.colors.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.spacing.sm });

export const member = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.spacing.sm,
  padding: vars.spacing.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 2.2fr) minmax(0, 1.6fr) 15rem', alignItems: 'center' },
  },
});

export const memberMain = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.sm, minWidth: 0 });
export const avatar = style({
  width: '40px',
  height: '40px',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.primarySoft,
  color: vars.colors.primaryText,
  fontWeight: vars.fontWeights.bold,
});
export const memberText = style({ minWidth: 0 });
export const memberName = style({ fontWeight: vars.fontWeights.semibold, overflowWrap: 'anywhere' });
export const memberMeta = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted, overflowWrap: 'anywhere' });
export const memberBadges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.xxs, alignItems: 'center' });
export const memberActions = style({ display: 'flex', gap: vars.spacing.xs, flexWrap: 'wrap', '@media': { [media.tablet]: { justifyContent: 'flex-end' } } });

export const empty = style({ padding: vars.spacing.lg, textAlign: 'center', color: vars.colors.textMuted });

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.spacing.md,
  '@media': { [media.phoneUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const fullRow = style({ '@media': { [media.phoneUp]: { gridColumn: '1 / -1' } } });

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.spacing.sm, marginTop: vars.spacing.lg });

globalStyle(`${member} strong`, { fontWeight: vars.fontWeights.semibold });

export const dialogNotice = style({ marginTop: vars.spacing.md });
