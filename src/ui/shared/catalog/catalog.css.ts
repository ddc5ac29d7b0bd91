/** Styles shared by the catalog screens (quotation, comparison, operators): fields, avatar, tags, tables. */
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { bareFieldset, clippedBox, inputBox as control, tableCell, tableHead, tableScroller, toneBox } from '../../design-system/style-rules';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

// --- Form fields (native controls styled like the design system's TextField) ---------

// The field frame, label, hint and error are the TextField's own.
export { field, label, hint, error } from '../../design-system/text-field.css';

const controlSelectors = {
  '&:hover': { borderColor: vars.colors.textSubtle },
  '&:focus': { outline: 'none', borderColor: vars.colors.focus, boxShadow: vars.shadows.focus },
  '&[aria-invalid="true"]': { borderColor: vars.colors.danger },
  '&:disabled': { backgroundColor: vars.colors.surfaceSunken, cursor: 'not-allowed' },
};

export const input = style({ ...control, selectors: { ...controlSelectors, '&::placeholder': { color: vars.colors.textSubtle } } });

export const textarea = style({ ...control, minHeight: '72px', resize: 'vertical', selectors: { ...controlSelectors, '&::placeholder': { color: vars.colors.textSubtle } } });

export const fieldset = style({ ...bareFieldset, display: 'flex', flexDirection: 'column', gap: vars.spacing.xs });

export const legend = style({ padding: 0, fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.semibold, color: vars.colors.text, marginBottom: vars.spacing.xxs });

export const choiceRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.xs });

/** A checkbox or radio with its label, as a pill that shows its state. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.xs,
  minHeight: '40px',
  padding: `${vars.spacing.xxs} ${vars.spacing.sm}`,
  border: `1px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.surface,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:hover': { borderColor: vars.colors.primary },
    '&:has(input:checked)': { borderColor: vars.colors.primary, backgroundColor: vars.colors.primarySoft, color: vars.colors.primaryText },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const choiceInput = style({ width: '18px', height: '18px', margin: 0, accentColor: vars.colors.primary, cursor: 'inherit' });

// --- Operator avatar ----------------------------------------------------------------

export const avatar = styleVariants({
  sm: { width: '36px', height: '36px', fontSize: vars.fontSizes.xs },
  md: { width: '44px', height: '44px', fontSize: vars.fontSizes.sm },
  lg: { width: '56px', height: '56px', fontSize: vars.fontSizes.md },
});

export const avatarBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.primarySoft,
  color: vars.colors.primaryText,
  fontWeight: vars.fontWeights.bold,
  letterSpacing: '0.02em',
  overflow: 'hidden',
  border: `1px solid ${vars.colors.border}`,
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'contain', backgroundColor: vars.colors.surface });

// --- Tags ---------------------------------------------------------------------------

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.xxs });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.xxs,
  padding: `2px ${vars.spacing.xs}`,
  borderRadius: vars.radii.sm,
  backgroundColor: vars.colors.surfaceSunken,
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.semibold,
  lineHeight: vars.lineHeights.snug,
  whiteSpace: 'nowrap',
});

export const tagIllustrative = style([
  tag,
  { backgroundColor: vars.colors.warningSoft, color: vars.colors.warning, border: `1px solid ${vars.colors.warningBorder}`, fontStyle: 'italic' },
]);

/** A warning tag whose sentence may wrap (the 12-month table warning). */
export const tagWarning = style([tagIllustrative, { whiteSpace: 'normal', fontStyle: 'normal' }]);

export const tagReal = style([tag, { backgroundColor: vars.colors.successSoft, color: vars.colors.success }]);

// --- Tables -------------------------------------------------------------------------

export const tableScroll = style(tableScroller);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSizes.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const th = style(tableHead);

export const td = style(tableCell);

export const num = style({ textAlign: 'right', whiteSpace: 'nowrap' });

export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeights.semibold, padding: `0 0 ${vars.spacing.xs}`, color: vars.colors.text });

// --- Plan details ---------------------------------------------------------------------

export const detailGrid = style({
  display: 'grid',
  gap: vars.spacing.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.sm, minWidth: 0 });

export const sectionTitle = style({ fontSize: vars.fontSizes.lg, display: 'flex', alignItems: 'center', gap: vars.spacing.xs });

export const subTitle = style({ fontSize: vars.fontSizes.md, color: vars.colors.text });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: `${vars.spacing.sm} ${vars.spacing.lg}`,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const factLabel = style({ fontSize: vars.fontSizes.xs, color: vars.colors.textMuted, fontWeight: vars.fontWeights.semibold, textTransform: 'uppercase', letterSpacing: '0.04em' });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeights.medium });

export const cityGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xxs });

export const providerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const providerItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.spacing.sm,
  padding: `${vars.spacing.xs} 0`,
  borderBottom: `1px solid ${vars.colors.border}`,
  fontSize: vars.fontSizes.sm,
});

export const attributes = style({ display: 'inline-flex', gap: '4px', flexShrink: 0 });

export const attribute = style({
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '28px',
  height: '22px',
  padding: '0 6px',
  borderRadius: vars.radii.sm,
  backgroundColor: vars.colors.primarySoft,
  color: vars.colors.primaryText,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.bold,
});

export const legendLine = style({ fontSize: vars.fontSizes.xs, color: vars.colors.textMuted });

export const muted = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });

export const inlineError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.spacing.sm,
  padding: vars.spacing.md,
  borderRadius: vars.radii.md,
  ...toneBox('danger'),
  fontWeight: vars.fontWeights.medium,
});

export const loadingBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing.sm,
  padding: vars.spacing.xl,
  color: vars.colors.textMuted,
});

export const retryButton = style({ marginTop: vars.spacing.xs });

export const detailsRoot = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.lg, minWidth: 0 });

export const operatorLine = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.sm });

export const strong = style({ fontWeight: vars.fontWeights.bold });

export const rowHeader = style([td, { textAlign: 'left', fontWeight: vars.fontWeights.medium }]);

export const hiddenCaption = style(clippedBox);

/** A price table compact on phones, so four or five columns fit. */
export const compactTable = style({
  '@media': { [media.belowTablet]: { fontSize: vars.fontSizes.xs } },
});

globalStyle(`${compactTable} th, ${compactTable} td`, {
  '@media': { [media.belowTablet]: { padding: `${vars.spacing.xxs} ${vars.spacing.xxs}` } },
});

/** The catalog's tables (DataTable, src/ui/shared/data-table.tsx): a plan card's table stands alone... */
export const bareTableLook = { table, th, td, num, rowHeader, caption: hiddenCaption };
/** ...the plan details' tables scroll sideways. */
export const tableLook = { ...bareTableLook, scroll: tableScroll };
