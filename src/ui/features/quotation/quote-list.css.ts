/** Styles of the compact results list (one row per plan) and the cards/list switch. */
import { style } from '@vanilla-extract/css';
import { raisedSurface } from '../../design-system/style-rules';
import { vars } from '../../design-system/theme.css';

export const viewSwitch = style({ display: 'inline-flex', gap: vars.spacing.xxs, alignItems: 'center' });

export const viewButton = style({
  minHeight: '36px',
  minWidth: '44px',
  padding: `0 ${vars.spacing.sm}`,
  border: `1px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.fontSizes.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { backgroundColor: vars.colors.text, color: vars.colors.textOnPrimary, borderColor: vars.colors.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadows.focus },
  },
});

// The table scrolls inside its own box on a narrow screen; the page never does.
export const scroller = style({ ...raisedSurface, overflowX: 'auto', maxWidth: '100%' });

// 13 px text and 6 px side padding: the eight columns fit the 1280 px screen's content width.
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.8125rem', fontVariantNumeric: 'tabular-nums' });

export const th = style({
  textAlign: 'left',
  padding: `${vars.spacing.xs} 6px`,
  borderBottom: `2px solid ${vars.colors.border}`,
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeights.semibold,
});

export const numeric = style({ textAlign: 'right' });

export const td = style({ padding: '4px 6px', borderBottom: `1px solid ${vars.colors.border}`, verticalAlign: 'middle', whiteSpace: 'nowrap' });

// The one cell that wraps: the plan's name, cut after two lines.
export const planCell = style([td, { whiteSpace: 'normal', minWidth: '170px' }]);

export const row = style({
  selectors: {
    '&[data-selected="true"]': { backgroundColor: vars.colors.surfaceMuted },
  },
});

export const sortButton = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.xxs,
  minHeight: '24px',
  fontWeight: vars.fontWeights.semibold,
  textDecoration: 'underline dotted',
  selectors: { '&:focus-visible': { boxShadow: vars.shadows.focus, borderRadius: vars.radii.sm } },
});

export const planButton = style({
  all: 'unset',
  cursor: 'pointer',
  color: vars.colors.primary,
  minHeight: '24px',
  textDecoration: 'underline',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  lineHeight: 1.35,
  selectors: { '&:focus-visible': { boxShadow: vars.shadows.focus, borderRadius: vars.radii.sm } },
});

export const check = style({ width: '24px', height: '24px', margin: 0, cursor: 'pointer' });

export const total = style({ fontWeight: vars.fontWeights.bold, whiteSpace: 'nowrap' });

export const muted = style({ color: vars.colors.textMuted, whiteSpace: 'nowrap' });
