/**
 * Styles of a combobox (an ARIA 1.2 text input with a listbox popup): the wrapper the popup is
 * placed against, the popup, an option (the active one tinted, the chosen one bold) and the
 * line shown when nothing matches. Used by the occupation field of the life wizard and the
 * client picker of 'Enviar ao cliente'.
 */
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const combo = style({ position: 'relative' });
export const listbox = style({
  position: 'absolute',
  zIndex: vars.zIndices.floating,
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  maxHeight: '280px',
  overflowY: 'auto',
  margin: 0,
  padding: vars.spacing.xxs,
  listStyle: 'none',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  boxShadow: vars.shadows.lg,
});
export const option = style({
  display: 'flex',
  gap: vars.spacing.xs,
  padding: `${vars.spacing.xs} ${vars.spacing.sm}`,
  borderRadius: vars.radii.sm,
  fontSize: vars.fontSizes.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { backgroundColor: vars.colors.primarySoft },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeights.semibold },
  },
});
export const noOption = style({ padding: vars.spacing.sm, fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
