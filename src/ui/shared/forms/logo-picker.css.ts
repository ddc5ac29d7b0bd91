import { style } from '@vanilla-extract/css';
import { clipped } from '../../design-system/style-rules';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.md,
  '@media': { [media.phoneUp]: { flexDirection: 'row', alignItems: 'center' } },
});

export const preview = style({
  width: '144px',
  height: '144px',
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radii.lg,
  border: `1px dashed ${vars.colors.borderStrong}`,
  backgroundColor: vars.colors.surfaceMuted,
  overflow: 'hidden',
});

export const previewImage = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.xxs,
  color: vars.colors.textSubtle,
  fontSize: vars.fontSizes.sm,
});

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs, minWidth: 0, alignItems: 'flex-start' });

export const fileInput = style({ ...clipped, padding: 0, border: 0 });

export const chooseButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.xs,
  minHeight: '44px',
  padding: `0 ${vars.spacing.md}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.borderStrong}`,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontWeight: vars.fontWeights.semibold,
  fontSize: vars.fontSizes.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.colors.surfaceSunken },
    [`${fileInput}:focus-visible + &`]: { outline: `2px solid ${vars.colors.focus}`, outlineOffset: '2px' },
    '&[data-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const fileName = style({ fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.medium, overflowWrap: 'anywhere' });
