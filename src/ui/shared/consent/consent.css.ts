/** The consent banner (not modal): the page's first block on a phone, a bar floating at the bottom from the tablet up. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

/** In the flow at the top on a phone (its own space, over nothing); floating at the bottom from the tablet up. */
export const banner = style({
  position: 'static',
  margin: vars.spacing.sm,
  zIndex: vars.zIndices.alerts,
  '@media': {
    [media.tablet]: {
      position: 'fixed',
      left: vars.spacing.sm,
      right: vars.spacing.sm,
      bottom: vars.spacing.sm,
      maxWidth: '880px',
      margin: '0 auto',
    },
  },
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.spacing.sm,
  padding: vars.spacing.md,
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadows.lg,
});

export const text = style({ flex: '1 1 320px', margin: 0, fontSize: vars.fontSizes.sm, color: vars.colors.text });

export const actions = style({ display: 'flex', gap: vars.spacing.xs, flexShrink: 0 });
