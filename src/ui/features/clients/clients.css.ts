/** Styles of 'Clientes' (the list and a client's page): one column on a phone, never wider than the screen. */
import { style } from '@vanilla-extract/css';
import { cardPadding, column, surface } from '../../design-system/style-rules';
import { vars } from '../../design-system/theme.css';

export const screen = style({ ...column(vars.spacing.lg), minWidth: 0 });

export const searchRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.sm, alignItems: 'flex-end' });

export const searchField = style({ flex: '1 1 240px', minWidth: 0 });

export const list = style({ ...column(vars.spacing.sm), listStyle: 'none', padding: 0, margin: 0 });

export const item = style({ ...column(vars.spacing.xs), ...cardPadding, ...surface, minWidth: 0 });

export const name = style({ fontSize: vars.fontSizes.lg, fontWeight: 700, margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm, overflowWrap: 'anywhere' });

export const card = style({ ...column(vars.spacing.sm), ...cardPadding, ...surface, minWidth: 0 });

export const sectionTitle = style({ fontSize: vars.fontSizes.lg, fontWeight: 700, margin: 0 });

export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', gap: `${vars.spacing.xs} ${vars.spacing.md}`, margin: 0 });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const form = style({ ...column(vars.spacing.sm) });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.sm, alignItems: 'center' });


export const planRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.spacing.xs, fontSize: vars.fontSizes.sm });

export const money = style({ fontWeight: 600, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
