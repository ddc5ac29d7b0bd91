/** Styles of the superuser's table-updates tools (import with dry run, forecast editor). */
import { style } from '@vanilla-extract/css';
import { bareList, tableCell, tableHead, tableScroller } from '../../../design-system/style-rules';
import { vars } from '../../../design-system/theme.css';
import { media } from '../../../design-system/tokens';

export const form = style({
  display: 'grid',
  gap: vars.spacing.md,
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.sm, alignItems: 'center', marginTop: vars.spacing.md });
export const spaced = style({ marginTop: vars.spacing.md });
export const problems = style({ margin: `${vars.spacing.xs} 0 0`, paddingLeft: vars.spacing.lg });
export const tableScroll = style(tableScroller);
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSizes.sm, fontVariantNumeric: 'tabular-nums' });
export const th = style(tableHead);
export const td = style(tableCell);
export const num = style({ textAlign: 'right', whiteSpace: 'nowrap' });
/** The tools' tables (DataTable, src/ui/shared/data-table.tsx). */
export const tableLook = { scroll: tableScroll, table, th, td, num };
export const up = style({ color: vars.colors.danger });
export const planTitle = style({ fontSize: vars.fontSizes.md, fontWeight: vars.fontWeights.bold, marginTop: vars.spacing.lg });
export const findings = style({ ...bareList, display: 'grid', gap: vars.spacing.xs, marginTop: vars.spacing.sm });
export const muted = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });
