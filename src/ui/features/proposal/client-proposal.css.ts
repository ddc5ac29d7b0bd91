/** Styles of the client's proposal page: phone first, one card per plan, never wider than the screen. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.md, minWidth: 0, maxWidth: '100%', overflowWrap: 'anywhere' });

export const broker = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.sm, flexWrap: 'wrap' });

export const brokerLogo = style({ maxHeight: '56px', maxWidth: '140px', objectFit: 'contain' });

export const brokerName = style({ fontWeight: vars.fontWeights.bold, fontSize: vars.fontSizes.md, margin: 0 });

export const contact = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.spacing.xxs} ${vars.spacing.md}`, margin: 0, fontSize: vars.fontSizes.sm });

export const contactLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: '24px' });

export const title = style({ fontSize: vars.fontSizes.xl, margin: 0 });

export const muted = style({ color: vars.colors.textMuted, margin: 0, fontSize: vars.fontSizes.sm });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.spacing.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xs,
  padding: vars.spacing.md,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surface,
  minWidth: 0,
});

export const operator = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm, margin: 0 });

export const planName = style({ fontSize: vars.fontSizes.md, margin: 0 });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.xxs, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSizes.xs });

export const tag = style({ padding: '2px 8px', borderRadius: vars.radii.sm, backgroundColor: vars.colors.surfaceMuted, border: `1px solid ${vars.colors.border}` });

export const lines = style({ margin: 0, paddingLeft: vars.spacing.md, fontSize: vars.fontSizes.sm });

export const total = style({ fontSize: vars.fontSizes.lg, fontWeight: vars.fontWeights.bold, margin: 0 });

export const recommended = style({ alignSelf: 'flex-start', fontSize: vars.fontSizes.xs, fontWeight: 700, textTransform: 'uppercase', color: vars.colors.primary });

export const download = style({ width: '100%', '@media': { [media.tablet]: { width: 'auto', alignSelf: 'flex-start' } } });

export const details = style({ minWidth: 0 });

export const summary = style({ cursor: 'pointer', minHeight: '24px', fontWeight: vars.fontWeights.semibold });
