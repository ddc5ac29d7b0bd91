import { style } from '@vanilla-extract/css';
import { vars } from '../design-system/theme.css';

export const screenFallback = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.spacing.xxl} 0`,
  color: vars.colors.primary,
});
