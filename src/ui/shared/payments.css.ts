/**
 * Styles shared by the subscription screens and the admin payment report: section
 * titles, payment tables (history and report), totals and filters (pages: the design system's Pager).
 * Re-exported by features/subscription/subscription.css.ts.
 */
import { style } from '@vanilla-extract/css';
import { bareList, tableCell, tableHead, tableScroller } from '../design-system/style-rules';
import { vars } from '../design-system/theme.css';
import { media } from '../design-system/tokens';

const narrowCell = { '@media': { [media.belowTablet]: { padding: `${vars.spacing.xs} ${vars.spacing.xs}` } } };

export const sectionTitle = style({ fontSize: vars.fontSizes.lg, fontWeight: vars.fontWeights.bold });
export const muted = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });
export const stackGapLg = style({ marginBottom: vars.spacing.lg });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.sm, alignItems: 'center' });
export const cardSpacing = style({ marginBottom: vars.spacing.lg });
export const tableScroll = style(tableScroller);
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSizes.sm, fontVariantNumeric: 'tabular-nums' });
export const th = style({ ...tableHead, ...narrowCell });
export const td = style({ ...tableCell, ...narrowCell });
/** A table with many columns keeps a readable width and scrolls sideways on phones. */
export const wideTable = style({ minWidth: '640px' });
export const num = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const nowrap = style({ whiteSpace: 'nowrap' });
/** The payment and admin tables' look (DataTable, src/ui/shared/data-table.tsx). */
export const tableLook = { scroll: tableScroll, table, th, td, num };
/** A cell's second line (an account's e-mail): a long address wraps instead of widening the table. */
export const cellSub = style({ display: 'block', color: vars.colors.textMuted, fontSize: vars.fontSizes.xs, overflowWrap: 'anywhere' });
export const empty = style({ padding: vars.spacing.lg, textAlign: 'center', color: vars.colors.textMuted });
export const filters = style({
  display: 'grid',
  gap: vars.spacing.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
  alignItems: 'end',
});
/**
 * The filters' submit button keeps its own width at the row's start instead of stretching
 * across the one column a phone has: the floating support buttons sit in the screen's right
 * column (dashboard.css.ts `floating`), so a full-width button at the page's end would lie
 * under them whatever the scroll.
 */
export const filterSubmit = style({ justifySelf: 'start' });
export const totals = style({
  display: 'grid',
  gap: vars.spacing.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  margin: `${vars.spacing.lg} 0`,
});
export const totalValue = style({
  fontSize: vars.fontSizes.xl,
  fontWeight: vars.fontWeights.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '@media': { [media.belowTablet]: { fontSize: vars.fontSizes.lg } },
});
export const totalLabel = style({ fontSize: vars.fontSizes.xs, fontWeight: vars.fontWeights.bold, color: vars.colors.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const chipList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.xs, ...bareList });
export const noticeSpacing = style({ marginTop: vars.spacing.md });
/** The 'Por situação' total takes a whole row on narrow screens. */
export const totalWide = style({ '@media': { [media.belowTablet]: { gridColumn: '1 / -1' } } });
/**
 * The report's seven columns need more room before scrolling — but less than the card holds
 * beside the side menu at 1280 px (~860 px), or the last column ('Situação') is cut there.
 */
export const reportTable = style({ minWidth: '760px' });
