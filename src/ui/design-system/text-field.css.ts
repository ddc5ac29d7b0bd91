import { style } from '@vanilla-extract/css';
import { inputBox } from './style-rules';
import { vars } from './theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xxs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.semibold,
  color: vars.colors.text,
});

export const input = style({
  ...inputBox,
  selectors: {
    '&::placeholder': { color: vars.colors.textSubtle },
    '&:hover': { borderColor: vars.colors.textSubtle },
    '&:focus': { outline: 'none', borderColor: vars.colors.focus, boxShadow: vars.shadows.focus },
    '&[aria-invalid="true"]': { borderColor: vars.colors.danger },
    '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 3px ${vars.colors.dangerSoft}` },
    '&:disabled': { backgroundColor: vars.colors.surfaceSunken, cursor: 'not-allowed' },
  },
});

export const hint = style({
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.xxs,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  color: vars.colors.danger,
});
