/** Styles of the comparative proposal screens (editor and the public PDF page). */
import { style } from '@vanilla-extract/css';
import { cardPadding, column, surface } from '../../design-system/style-rules';
import { vars } from '../../design-system/theme.css';

export const screen = style(column(vars.spacing.lg));

export const card = style({ ...column(vars.spacing.md), ...cardPadding, ...surface });

export const sectionTitle = style({ fontSize: vars.fontSizes.lg });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.sm, alignItems: 'center' });

export const linkRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.sm, alignItems: 'flex-end' });

export const linkField = style({ flex: '1 1 320px' });

export const muted = style({ color: vars.colors.textMuted });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSizes.sm });

export const th = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: vars.spacing.xs,
  borderBottom: `1px solid ${vars.colors.border}`,
  minWidth: '160px',
});

export const rowLabel = style({ textAlign: 'left', fontWeight: 600, padding: vars.spacing.xs, borderBottom: `1px solid ${vars.colors.border}`, whiteSpace: 'nowrap' });

export const td = style({ verticalAlign: 'top', padding: vars.spacing.xs, borderBottom: `1px solid ${vars.colors.border}` });

/** The life quote's table (DataTable, src/ui/shared/data-table.tsx). */
export const tableLook = { scroll: tableWrap, table, th, td, rowHeader: rowLabel };

export const total = style({ fontWeight: 700, fontSize: vars.fontSizes.md });

export const header = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.spacing.md, alignItems: 'center' });

/** A row of short fields that wraps on phones (client contact, validity). */
export const fieldRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.md, alignItems: 'flex-end' });

/** A labelled native control (date, notes). */
export const dateField = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs });

export const nativeInput = style({
  padding: vars.spacing.sm,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  fontSize: vars.fontSizes.md,
  fontFamily: 'inherit',
});

export const notes = style([nativeInput, { width: '100%', resize: 'vertical', minHeight: '5rem' }]);

export const dental = style({ ...column(vars.spacing.sm), border: 'none', padding: 0, margin: 0 });

/** The recommended plan's mark in the preview. */
export const recommended = style({ display: 'inline-block', fontSize: vars.fontSizes.xs, fontWeight: 700, textTransform: 'uppercase', color: vars.colors.primary, background: vars.colors.primarySoft, borderRadius: vars.radii.sm, padding: '0 0.4rem' });

export const ruleList = style({ margin: 0, paddingLeft: '1rem' });

export const preLine = style({ whiteSpace: 'pre-line' });
/** The client's contact fields: two columns where there is room, one on a phone. */
export const clientGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.spacing.md,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});
