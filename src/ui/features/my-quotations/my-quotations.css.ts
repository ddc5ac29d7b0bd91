/** Styles of "Minhas cotações". */
import { globalStyle, style } from '@vanilla-extract/css';
import { cardPadding, column, surface } from '../../design-system/style-rules';
import { vars } from '../../design-system/theme.css';

export const screen = style(column(vars.spacing.lg));

export const searchRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.sm, alignItems: 'flex-end' });

export const searchField = style({ flex: '1 1 280px' });

export const list = style({ ...column(vars.spacing.md), listStyle: 'none', padding: 0, margin: 0 });

export const item = style({ ...column(vars.spacing.sm), ...cardPadding, ...surface });

export const itemHeader = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.spacing.sm, alignItems: 'baseline' });

export const clientName = style({ fontSize: vars.fontSizes.lg, fontWeight: 700, margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });

export const plans = style({ ...column(vars.spacing.xs), listStyle: 'none', padding: 0, margin: 0 });

export const planRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.spacing.xs, fontSize: vars.fontSizes.sm });

export const planName = style({ overflowWrap: 'anywhere' });

export const money = style({ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.sm, alignItems: 'center' });

// A button's label may wrap inside the card: 'Cotar de novo com as tabelas de hoje' on one line
// made the page 382 px wide on a 375 px phone.
globalStyle(`${actions} > *`, { maxWidth: '100%', whiteSpace: 'normal', textAlign: 'left' });


export const requote = style({ ...column(vars.spacing.sm), borderTop: `1px solid ${vars.colors.border}`, paddingTop: vars.spacing.sm });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSizes.sm });

export const th = style({ textAlign: 'left', padding: vars.spacing.xs, borderBottom: `1px solid ${vars.colors.border}`, whiteSpace: 'nowrap' });

export const td = style({ padding: vars.spacing.xs, borderBottom: `1px solid ${vars.colors.border}`, verticalAlign: 'top', textAlign: 'left', fontWeight: 'normal' });

/** The requote table's look (DataTable, src/ui/shared/data-table.tsx). */
export const tableLook = { scroll: tableWrap, table, th, td };

export const rowName = style({ fontWeight: 600 });

export const up = style({ color: vars.colors.danger, fontWeight: 600, whiteSpace: 'nowrap' });

export const down = style({ color: vars.colors.success, fontWeight: 600, whiteSpace: 'nowrap' });
