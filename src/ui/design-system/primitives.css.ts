/** Layout helpers (Stack, Inline), Card, Badge, VisuallyHidden, PageHeader, Logo. */
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { clipped, displayTitle } from './style-rules';
import { vars } from './theme.css';
import { media } from './tokens';

const gapVariants = {
  none: { gap: vars.spacing.none },
  xxs: { gap: vars.spacing.xxs },
  xs: { gap: vars.spacing.xs },
  sm: { gap: vars.spacing.sm },
  md: { gap: vars.spacing.md },
  lg: { gap: vars.spacing.lg },
  xl: { gap: vars.spacing.xl },
  xxl: { gap: vars.spacing.xxl },
};

const alignVariants = {
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
};

const justifyVariants = {
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
};

export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: { gap: gapVariants, align: alignVariants, justify: justifyVariants },
  defaultVariants: { gap: 'md', align: 'stretch', justify: 'start' },
});

export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row', minWidth: 0 },
  variants: {
    gap: gapVariants,
    align: alignVariants,
    justify: justifyVariants,
    wrap: { true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } },
  },
  defaultVariants: { gap: 'sm', align: 'center', justify: 'start', wrap: true },
});

export const card = recipe({
  base: {
    backgroundColor: vars.colors.surface,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.lg,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.spacing.md },
      md: { padding: vars.spacing.lg },
      lg: {
        padding: vars.spacing.lg,
        '@media': { [media.tablet]: { padding: vars.spacing.xl } },
      },
    },
    elevation: {
      flat: { boxShadow: 'none' },
      raised: { boxShadow: vars.shadows.sm },
      floating: { boxShadow: vars.shadows.lg },
    },
  },
  defaultVariants: { padding: 'md', elevation: 'raised' },
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '22px',
    height: '22px',
    padding: `0 ${vars.spacing.xs}`,
    borderRadius: vars.radii.full,
    fontSize: vars.fontSizes.xs,
    fontWeight: vars.fontWeights.bold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.colors.surfaceSunken, color: vars.colors.textMuted, borderColor: vars.colors.border },
      primary: { backgroundColor: vars.colors.primary, color: vars.colors.textOnPrimary },
      success: { backgroundColor: vars.colors.successSoft, color: vars.colors.success, borderColor: vars.colors.successBorder },
      danger: { backgroundColor: vars.colors.danger, color: vars.colors.textOnPrimary },
      warning: { backgroundColor: vars.colors.warningSoft, color: vars.colors.warning, borderColor: vars.colors.warningBorder },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const visuallyHidden = style({ ...clipped, padding: 0, border: 0 });

export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.md,
  marginBottom: vars.spacing.lg,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
});

export const pageHeaderText = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xxs, minWidth: 0 });

export const pageHeaderEyebrow = style({
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.colors.primaryText,
});

export const pageHeaderTitle = style(displayTitle);

export const pageHeaderDescription = style({
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes.md,
  maxWidth: '64ch',
});

export const pageHeaderActions = style({ display: 'flex', gap: vars.spacing.sm, flexWrap: 'wrap' });

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    fontWeight: vars.fontWeights.bold,
    letterSpacing: '-0.03em',
    lineHeight: 1,
    color: vars.colors.text,
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      sm: { gap: '8px', fontSize: '1.125rem' },
      md: { gap: '10px', fontSize: '1.375rem' },
      lg: { gap: '12px', fontSize: '1.75rem' },
    },
    tone: {
      default: { color: vars.colors.text },
      inverse: { color: vars.colors.textOnPrimary },
    },
  },
  defaultVariants: { size: 'md', tone: 'default' },
});
