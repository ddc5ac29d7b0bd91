import { style } from '@vanilla-extract/css';
import { bareList, centredContent, eyebrowText, mutedBox, raisedSurface, softIconTile } from '../../design-system/style-rules';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

export const toc = style({ marginBottom: vars.spacing.xl });
export const tocList = style({
  ...bareList,
  display: 'grid',
  gap: vars.spacing.sm,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const tocLink = style({
  display: 'flex',
  gap: vars.spacing.sm,
  alignItems: 'flex-start',
  height: '100%',
  padding: vars.spacing.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.colors.primary, boxShadow: vars.shadows.sm } },
});
export const tocNumber = style({
  ...centredContent,
  width: '28px',
  height: '28px',
  flexShrink: 0,
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.primarySoft,
  color: vars.colors.primaryText,
  fontWeight: vars.fontWeights.bold,
  fontSize: vars.fontSizes.sm,
});
export const tocTitle = style({ display: 'block', fontWeight: vars.fontWeights.semibold });
export const tocSummary = style({ display: 'block', fontSize: vars.fontSizes.sm, color: vars.colors.textMuted, marginTop: vars.spacing.xxs });

export const tutorial = style({
  scrollMarginTop: '96px',
  padding: vars.spacing.lg,
  marginBottom: vars.spacing.lg,
  ...raisedSurface,
  '@media': { [media.tablet]: { padding: vars.spacing.xl } },
});
export const tutorialHeader = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.md, marginBottom: vars.spacing.md });
export const tutorialIcon = style({ ...softIconTile('48px', vars.radii.lg), flexShrink: 0 });
export const tutorialEyebrow = style(eyebrowText);
export const tutorialTitle = style({ fontSize: vars.fontSizes.xl, fontWeight: vars.fontWeights.bold });
export const intro = style({ color: vars.colors.textMuted, marginBottom: vars.spacing.lg, maxWidth: '72ch' });

export const body = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.spacing.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', alignItems: 'start' } },
});
export const steps = style({ margin: 0, paddingLeft: vars.spacing.lg, display: 'flex', flexDirection: 'column', gap: vars.spacing.md });
export const step = style({ paddingLeft: vars.spacing.xxs });
export const stepTitle = style({ fontWeight: vars.fontWeights.semibold });
export const stepText = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm, marginTop: vars.spacing.xxs, lineHeight: vars.lineHeights.normal });

export const figures = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.md });
export const figure = style({ margin: 0 });
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.border}`,
  boxShadow: vars.shadows.md,
  backgroundColor: vars.colors.surfaceMuted,
});
export const caption = style({ marginTop: vars.spacing.xs, fontSize: vars.fontSizes.xs, color: vars.colors.textMuted });

export const note = style({
  display: 'flex',
  gap: vars.spacing.xs,
  alignItems: 'flex-start',
  marginTop: vars.spacing.lg,
  padding: vars.spacing.sm,
  ...mutedBox,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
});
export const cta = style({ display: 'inline-flex', alignItems: 'center', gap: vars.spacing.xxs, marginTop: vars.spacing.md, fontWeight: vars.fontWeights.semibold });
