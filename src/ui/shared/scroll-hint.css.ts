/** The sideways-scroll sign under wide tables. */
import { style } from '@vanilla-extract/css';
import { vars } from '../design-system/theme.css';

export const hint = style({
  margin: `${vars.spacing.xs} 0 0`,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.semibold,
  color: vars.colors.primaryText,
});

/** A shadow on the right edge while more lies to the right (put on the scroll box's wrapper with `data-more-right`). */
export const fadeRight = style({
  position: 'relative',
  selectors: {
    '&[data-more-right="true"]::after': {
      content: '""',
      position: 'absolute',
      top: 0,
      right: 0,
      bottom: 0,
      width: '28px',
      pointerEvents: 'none',
      background: 'linear-gradient(to right, rgba(16, 42, 58, 0), rgba(16, 42, 58, 0.14))',
      borderTopRightRadius: 'inherit',
      borderBottomRightRadius: 'inherit',
    },
  },
});
