import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.spacing.xs,
    border: '1px solid transparent',
    borderRadius: vars.radii.md,
    fontFamily: vars.fonts.body,
    fontWeight: vars.fontWeights.semibold,
    lineHeight: '1.2',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease, box-shadow 120ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        opacity: 0.55,
      },
      '&:focus-visible': {
        outline: `3px solid ${vars.colors.focus}`,
        outlineOffset: '2px',
      },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.colors.primary,
        color: vars.colors.textOnPrimary,
        boxShadow: vars.shadows.sm,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.colors.primaryHover, color: vars.colors.textOnPrimary },
          '&:active:not(:disabled)': { backgroundColor: vars.colors.primaryActive },
        },
      },
      secondary: {
        backgroundColor: vars.colors.surface,
        color: vars.colors.primaryText,
        borderColor: vars.colors.borderStrong,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            backgroundColor: vars.colors.primarySoft,
            borderColor: vars.colors.primary,
            color: vars.colors.primaryText,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.colors.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.colors.surfaceSunken, color: vars.colors.text },
        },
      },
      danger: {
        backgroundColor: vars.colors.danger,
        color: vars.colors.textOnPrimary,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.colors.dangerHover, color: vars.colors.textOnPrimary },
        },
      },
    },
    size: {
      sm: { minHeight: '32px', padding: `0 ${vars.spacing.sm}`, fontSize: vars.fontSizes.sm },
      md: { minHeight: '40px', padding: `0 ${vars.spacing.md}`, fontSize: vars.fontSizes.sm },
      lg: { minHeight: '48px', padding: `0 ${vars.spacing.lg}`, fontSize: vars.fontSizes.md },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
    iconOnly: {
      true: { padding: 0, aspectRatio: '1 / 1' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false, iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const loadingLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.spacing.xs });
