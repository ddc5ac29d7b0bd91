/** Styles of the life-insurance wizard (/seguro-de-vida/{institution}). */
import { style } from '@vanilla-extract/css';
import { bareFieldset, cardPadding, clipped, column, radioMarkRule, raisedSurface, surface } from '../../design-system/style-rules';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.lg });

export const title = style({
  margin: 0,
  fontSize: vars.fontSizes.xxl,
  fontWeight: vars.fontWeights.bold,
  lineHeight: vars.lineHeights.tight,
  '@media': { [media.belowTablet]: { fontSize: vars.fontSizes.xl } },
});
export const subtitle = style({ margin: `${vars.spacing.xxs} 0 0`, color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });

/* Stepper. */
export const stepper = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.spacing.xs,
});
export const stepItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xxs,
  minWidth: 0,
  fontSize: vars.fontSizes.sm,
  // Steps not reached yet are still text to read: muted, not the placeholder grade (WCAG 1.4.3 contrast).
  color: vars.colors.textMuted,
  overflowWrap: 'anywhere',
  '@media': { [media.belowTablet]: { fontSize: vars.fontSizes.xs } },
  selectors: {
    '&[aria-current="step"]': { color: vars.colors.primaryText, fontWeight: vars.fontWeights.semibold },
    '&[data-done="true"]': { color: vars.colors.text },
  },
});
export const stepBar = style({
  height: '4px',
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.surfaceSunken,
  selectors: {
    [`${stepItem}[aria-current="step"] &`]: { backgroundColor: vars.colors.primary },
    [`${stepItem}[data-done="true"] &`]: { backgroundColor: vars.colors.accent },
  },
});
export const stepLabel = style({
  '@media': { [media.belowTablet]: { display: 'none' } },
});
export const stepLabelShort = style({
  '@media': { [media.tablet]: { display: 'none' } },
});

/* Panels and fields. */
export const panel = style({ ...column(vars.spacing.lg), ...cardPadding, ...raisedSurface });
export const panelTitle = style({ margin: 0, fontSize: vars.fontSizes.lg, fontWeight: vars.fontWeights.bold, outline: 'none' });
export const fieldGrid = style({
  display: 'grid',
  gap: vars.spacing.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });
export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSizes.md,
  fontWeight: vars.fontWeights.semibold,
  color: vars.colors.primaryText,
  paddingBottom: vars.spacing.xxs,
  borderBottom: `1px solid ${vars.colors.border}`,
});
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.sm });
export const coverageRow = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs });
export const dependent = style({
  marginLeft: vars.spacing.lg,
  paddingLeft: vars.spacing.md,
  borderLeft: `2px solid ${vars.colors.primarySoftHover}`,
  maxWidth: '420px',
  '@media': { [media.belowTablet]: { marginLeft: vars.spacing.xs } },
});
export const help = style({ margin: 0, fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });

export const yesNo = style({ clear: 'both', display: 'flex', gap: vars.spacing.lg, flexWrap: 'wrap' });
export const yesNoOption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.spacing.xs, minHeight: '32px', fontSize: vars.fontSizes.md, cursor: 'pointer' });
export const yesNoRadio = style({ width: '20px', height: '20px', margin: 0, accentColor: vars.colors.primary, cursor: 'pointer' });
export const question = style({
  margin: 0,
  minWidth: 0,
  padding: vars.spacing.md,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surfaceMuted,
  border: `1px solid ${vars.colors.border}`,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.colors.dangerBorder, backgroundColor: vars.colors.dangerSoft } },
});
/* Floated so the legend sits inside the box instead of on its border. */
export const questionLegend = style({ float: 'left', width: '100%', padding: 0, fontSize: vars.fontSizes.md, fontWeight: vars.fontWeights.medium, marginBottom: vars.spacing.xs, lineHeight: vars.lineHeights.snug });

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.spacing.sm,
  flexWrap: 'wrap-reverse',
});

/* Insurer choice. */
export const insurerGrid = style({
  display: 'grid',
  gap: vars.spacing.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  '@media': { [media.phoneUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const radioInput = style({ ...clipped, border: 0 });
export const insurerCard = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.sm,
  padding: vars.spacing.md,
  borderRadius: vars.radii.lg,
  border: `2px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  cursor: 'pointer',
  minWidth: 0,
  selectors: {
    '&[data-selected="true"]': { borderColor: vars.colors.primary, boxShadow: `0 0 0 3px ${vars.colors.primarySoft}` },
    '&[data-disabled="true"]': { cursor: 'not-allowed', borderStyle: 'dashed', backgroundColor: vars.colors.surfaceMuted, color: vars.colors.textMuted },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: '2px' },
  },
});
export const insurerLogo = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.primarySoft,
  color: vars.colors.primaryText,
  fontWeight: vars.fontWeights.bold,
  selectors: { [`${insurerCard}[data-disabled="true"] &`]: { backgroundColor: vars.colors.surfaceSunken, color: vars.colors.textSubtle } },
});
export const insurerText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flex: 1 });
export const insurerName = style({ fontWeight: vars.fontWeights.bold, fontSize: vars.fontSizes.md });
export const insurerNote = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
export const radioMark = style(radioMarkRule(insurerCard));

/* Occupation combobox: the design system's combobox styles, and the CBO code of an option. */
export { combo, listbox, option, noOption } from '../../design-system/combobox.css';
export const optionCode = style({ fontVariantNumeric: 'tabular-nums', color: vars.colors.primaryText, fontWeight: vars.fontWeights.semibold, minWidth: '2.5em' });

/* Loading and results. */
export const loading = style({ ...column(vars.spacing.md), alignItems: 'center', padding: `${vars.spacing.xxl} ${vars.spacing.md}`, textAlign: 'center' });
export const loadingText = style({ margin: 0, fontSize: vars.fontSizes.lg, fontWeight: vars.fontWeights.semibold, color: vars.colors.primaryText });

/** A panel that stands out: the primary's soft border, 2 px, and the medium shadow. */
export const quoteCard = style({
  ...column(vars.spacing.md),
  ...cardPadding,
  ...surface,
  border: `2px solid ${vars.colors.primarySoftHover}`,
  boxShadow: vars.shadows.md,
});
export const quoteHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.spacing.md, flexWrap: 'wrap' });
export const quoteTitle = style({ margin: 0, fontSize: vars.fontSizes.xl, fontWeight: vars.fontWeights.bold });
export const priceBox = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', '@media': { [media.belowTablet]: { alignItems: 'flex-start' } } });
export const price = style({ fontSize: vars.fontSizes.display, fontWeight: vars.fontWeights.bold, color: vars.colors.primaryText, fontVariantNumeric: 'tabular-nums', lineHeight: vars.lineHeights.tight });
export const pricePer = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
export const coverageList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const coverageItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.spacing.xxs} ${vars.spacing.md}`,
  padding: `${vars.spacing.sm} 0`,
  borderTop: `1px solid ${vars.colors.border}`,
});
export const coverageName = style({ fontWeight: vars.fontWeights.medium });
export const coverageGroup = style({ fontSize: vars.fontSizes.xs, textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.colors.textSubtle });
export const coverageCapital = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
export const coveragePrice = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'right', fontWeight: vars.fontWeights.semibold, gridRow: 'span 2', alignSelf: 'center' });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.spacing.sm,
  margin: 0,
  padding: vars.spacing.md,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surfaceMuted,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const detailTerm = style({ fontSize: vars.fontSizes.xs, color: vars.colors.textSubtle, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const detailValue = style({ margin: 0, fontWeight: vars.fontWeights.semibold, fontVariantNumeric: 'tabular-nums' });
export const note = style({ margin: 0, fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
export const questionError = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.xxs,
  margin: `${vars.spacing.xs} 0 0`,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  color: vars.colors.danger,
});

/* Finalization (implantation) and the client's page. */
export const formSection = style({
  ...bareFieldset,
  display: 'grid',
  gap: vars.spacing.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const sectionTitle = style({ margin: `${vars.spacing.md} 0 0`, fontSize: vars.fontSizes.md, fontWeight: vars.fontWeights.bold, gridColumn: '1 / -1' });
export const beneficiary = style({
  display: 'grid',
  gap: vars.spacing.sm,
  padding: vars.spacing.md,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  gridColumn: '1 / -1',
  '@media': { [media.tablet]: { gridTemplateColumns: '2fr 1fr 1fr 0.7fr auto', alignItems: 'end' } },
});
export const fixedList = style({ margin: 0, display: 'grid', gap: vars.spacing.xs, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gridColumn: '1 / -1' });
export const linkBox = style({ display: 'flex', gap: vars.spacing.sm, flexWrap: 'wrap', alignItems: 'center' });
export const linkText = style({
  flex: '1 1 320px',
  minWidth: 0,
  padding: vars.spacing.sm,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.border}`,
  fontFamily: 'monospace',
  fontSize: vars.fontSizes.sm,
  wordBreak: 'break-all',
  background: vars.colors.surfaceMuted,
});
