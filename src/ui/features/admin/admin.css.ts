/** Styles of the control panel's plan editor, institutions summary and audit list. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system';

export const section = style({ marginTop: vars.spacing.lg });
export const grid = style({
  display: 'grid',
  gap: vars.spacing.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  alignItems: 'start',
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.sm, alignItems: 'end' });
export const rowItem = style({ flex: '1 1 160px', minWidth: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.spacing.xs });
export const listItem = style({
  display: 'flex',
  gap: vars.spacing.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.spacing.xs} 0`,
  borderBottom: `1px solid ${vars.colors.border}`,
});
export const progress = style({ fontWeight: vars.fontWeights.bold });
export const planButton = style({ textAlign: 'left', whiteSpace: 'normal', height: 'auto', paddingTop: vars.spacing.xxs, paddingBottom: vars.spacing.xxs });
export const changes = style({ margin: 0, paddingLeft: vars.spacing.md });
