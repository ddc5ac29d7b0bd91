import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const select = style({
  appearance: 'none',
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%234b5d6e' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
  backgroundRepeat: 'no-repeat',
  backgroundPosition: `right ${vars.spacing.sm} center`,
  paddingRight: vars.spacing.xl,
  cursor: 'pointer',
});

export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.spacing.xs });

export const legend = style({ padding: 0, marginBottom: vars.spacing.xxs, fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.semibold, color: vars.colors.text });

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.xs,
  minHeight: '36px',
  fontSize: vars.fontSizes.md,
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed', color: vars.colors.textMuted } },
});

export const checkbox = style({
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.colors.primary,
  cursor: 'inherit',
  flexShrink: 0,
});

export const checkboxHint = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });

export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.spacing.xs,
    padding: `${vars.spacing.sm} ${vars.spacing.md}`,
    borderRadius: vars.radii.md,
    border: '1px solid',
    fontSize: vars.fontSizes.sm,
    lineHeight: vars.lineHeights.snug,
    color: vars.colors.text,
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.colors.primarySoft, borderColor: vars.colors.primarySoftHover },
      success: { backgroundColor: vars.colors.successSoft, borderColor: vars.colors.successBorder },
      error: { backgroundColor: vars.colors.dangerSoft, borderColor: vars.colors.dangerBorder },
      warning: { backgroundColor: vars.colors.warningSoft, borderColor: vars.colors.warningBorder },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const noticeIcon = recipe({
  base: { flexShrink: 0, marginTop: '1px' },
  variants: {
    tone: {
      info: { color: vars.colors.primaryText },
      success: { color: vars.colors.success },
      error: { color: vars.colors.danger },
      warning: { color: vars.colors.warning },
    },
  },
});

export const noticeBody = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
