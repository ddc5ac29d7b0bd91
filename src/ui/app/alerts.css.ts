import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../design-system/theme.css';
import { media } from '../design-system/tokens';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const viewport = style({
  position: 'fixed',
  top: vars.spacing.sm,
  left: vars.spacing.sm,
  right: vars.spacing.sm,
  zIndex: vars.zIndices.alerts,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xs,
  pointerEvents: 'none',
  '@media': {
    [media.tablet]: { left: 'auto', top: vars.spacing.md, right: vars.spacing.md, width: '380px' },
  },
});

export const alert = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.spacing.sm,
    padding: `${vars.spacing.sm} ${vars.spacing.xs} ${vars.spacing.sm} ${vars.spacing.md}`,
    borderRadius: vars.radii.md,
    border: '1px solid',
    borderLeftWidth: '4px',
    boxShadow: vars.shadows.md,
    fontSize: vars.fontSizes.sm,
    fontWeight: vars.fontWeights.medium,
    lineHeight: vars.lineHeights.snug,
    animation: `${slideIn} 160ms ease-out`,
  },
  variants: {
    kind: {
      info: { backgroundColor: vars.colors.successSoft, borderColor: vars.colors.successBorder, borderLeftColor: vars.colors.success, color: vars.colors.success },
      error: { backgroundColor: vars.colors.dangerSoft, borderColor: vars.colors.dangerBorder, borderLeftColor: vars.colors.danger, color: vars.colors.danger },
      wait: { backgroundColor: vars.colors.warningSoft, borderColor: vars.colors.warningBorder, borderLeftColor: vars.colors.warning, color: vars.colors.warning },
    },
  },
});

export const icon = style({ flexShrink: 0, marginTop: '1px' });

export const message = style({ flex: 1, color: vars.colors.text, paddingTop: '1px', overflowWrap: 'anywhere' });

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  marginTop: '-4px',
  border: 0,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: vars.colors.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: 'rgba(16, 42, 58, 0.08)', color: vars.colors.text } },
});
