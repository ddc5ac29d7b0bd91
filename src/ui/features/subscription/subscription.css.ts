/** Styles of the subscription screens: product and method pickers, checkout, summaries, history tables, the expiration modal. */
import { globalStyle, style } from '@vanilla-extract/css';
import { bareFieldset, bareList, centredContent, clipped, displayTitle, eyebrowText, mutedBox, radioMarkRule } from '../../design-system/style-rules';
import { vars } from '../../design-system/theme.css';
import { actions } from '../../shared/payments.css';
import { media } from '../../design-system/tokens';

// Shared with the admin payment report (src/ui/shared/payments.css.ts).
export {
  sectionTitle,
  muted,
  stackGapLg,
  actions,
  cardSpacing,
  tableScroll,
  table,
  th,
  td,
  wideTable,
  num,
  nowrap,
  cellSub,
  empty,
  filters,
  totals,
  totalValue,
  totalLabel,
  chipList,
  noticeSpacing,
  totalWide,
  reportTable,
} from '../../shared/payments.css';

// --- Page frames ------------------------------------------------------------------------

/** A column for the default layout's screens (/comecar, /assinatura/gerenciamento). */
export const page = style({ width: '100%', display: 'flex', flexDirection: 'column', gap: vars.spacing.lg });

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs, textAlign: 'center', alignItems: 'center' });
export const eyebrow = style(eyebrowText);
export const introTitle = style(displayTitle);
export const introText = style({ color: vars.colors.textMuted, maxWidth: '60ch' });

export const sectionHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.spacing.sm, marginBottom: vars.spacing.md });

// --- Steps ------------------------------------------------------------------------------

export const steps = style({
  display: 'flex',
  gap: vars.spacing.xs,
  ...bareList,
  flexWrap: 'wrap',
  justifyContent: 'center',
  '@media': { [media.belowTablet]: { gap: vars.spacing.md } },
});
export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.xs,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
  fontWeight: vars.fontWeights.medium,
  selectors: { '&[aria-current="step"]': { color: vars.colors.primaryText, fontWeight: vars.fontWeights.bold } },
});
export const stepNumber = style({
  ...centredContent,
  width: '24px',
  height: '24px',
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.surfaceSunken,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.bold,
  selectors: { [`${step}[aria-current="step"] &`]: { backgroundColor: vars.colors.primary, color: vars.colors.textOnPrimary } },
});
export const stepSeparator = style({ color: vars.colors.borderStrong, '@media': { [media.belowTablet]: { display: 'none' } } });

// --- Radio cards (products, methods) -----------------------------------------------------

export const radioInput = style({ ...clipped, border: 0 });

export const productGrid = style({
  display: 'grid',
  gap: vars.spacing.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  ...bareFieldset,
  '@media': { [media.phoneUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const productCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xs,
  padding: vars.spacing.md,
  borderRadius: vars.radii.lg,
  border: `2px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  boxShadow: vars.shadows.sm,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  minWidth: 0,
  selectors: {
    '&:hover': { borderColor: vars.colors.borderStrong },
    '&[data-selected="true"]': { borderColor: vars.colors.primary, boxShadow: `0 0 0 3px ${vars.colors.primarySoft}` },
    '&[data-disabled="true"]': { cursor: 'not-allowed', opacity: 0.65 },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: '2px' },
  },
});
export const productHead = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.spacing.xs });
export const productName = style({ fontSize: vars.fontSizes.lg, fontWeight: vars.fontWeights.bold });
export const productPrice = style({ fontSize: vars.fontSizes.xl, fontWeight: vars.fontWeights.bold, color: vars.colors.primaryText, fontVariantNumeric: 'tabular-nums' });
export const productPer = style({ fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.medium, color: vars.colors.textMuted, marginLeft: vars.spacing.xxs });
export const productUsers = style({ display: 'inline-flex', alignItems: 'center', gap: vars.spacing.xxs, fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.semibold });
export const productDescription = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
export const radioMark = style(radioMarkRule(productCard));

export const methodGroup = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.spacing.xs,
  ...bareFieldset,
});
export const methodOption = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing.xxs,
  minHeight: '64px',
  padding: vars.spacing.xs,
  borderRadius: vars.radii.md,
  border: `2px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.semibold,
  textAlign: 'center',
  lineHeight: vars.lineHeights.tight,
  cursor: 'pointer',
  '@media': { [media.belowTablet]: { fontSize: vars.fontSizes.xs, padding: vars.spacing.xxs } },
  selectors: {
    '&:hover': { borderColor: vars.colors.borderStrong },
    '&[data-selected="true"]': { borderColor: vars.colors.primary, backgroundColor: vars.colors.primarySoft, color: vars.colors.primaryText },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: '2px' },
    '&[data-disabled="true"]': { cursor: 'not-allowed', opacity: 0.65 },
  },
});

// --- Checkout ----------------------------------------------------------------------------

export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.spacing.sm,
  padding: vars.spacing.md,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.primarySoft,
  border: `1px solid ${vars.colors.primarySoftHover}`,
});
export const chosenText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
export const chosenName = style({ fontWeight: vars.fontWeights.bold });

export const cardGrid = style({
  display: 'grid',
  gap: vars.spacing.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});
export const cardGridWide = style({ gridColumn: '1 / -1' });

export const secureNote = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.xxs, fontSize: vars.fontSizes.xs, color: vars.colors.textMuted });

export const instructions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.sm,
  padding: vars.spacing.md,
  borderRadius: vars.radii.md,
  border: `1px dashed ${vars.colors.borderStrong}`,
  backgroundColor: vars.colors.surfaceMuted,
});
export const code = style({
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.sm,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
  padding: vars.spacing.sm,
  borderRadius: vars.radii.sm,
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  userSelect: 'all',
});
export const waitingRow = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.sm, color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });

export const resultCard = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: vars.spacing.md });
export const resultIcon = style({
  ...centredContent,
  width: '64px',
  height: '64px',
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.successSoft,
  color: vars.colors.success,
});
export const resultIconWarning = style([resultIcon, { backgroundColor: vars.colors.warningSoft, color: vars.colors.warning }]);

export const actionsEnd = style([actions, { justifyContent: 'flex-end' }]);

// --- Summary (Plano e Assinaturas) ---------------------------------------------------------

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 128px), 1fr))',
  gap: vars.spacing.md,
  margin: 0,
});
export const summaryItem = style({ padding: vars.spacing.sm, ...mutedBox, minWidth: 0 });
globalStyle(`${summaryItem} dt`, {
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.bold,
  color: vars.colors.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
globalStyle(`${summaryItem} dd`, { margin: `${vars.spacing.xxs} 0 0`, fontSize: vars.fontSizes.md, fontWeight: vars.fontWeights.semibold, overflowWrap: 'anywhere' });
export const summarySub = style({ display: 'block', fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.regular, color: vars.colors.textMuted });


// --- Tables ------------------------------------------------------------------------------


// --- Change of product -------------------------------------------------------------------

export const changePanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.sm,
  padding: vars.spacing.md,
  ...mutedBox,
});
export const amount = style({ fontSize: vars.fontSizes.xl, fontWeight: vars.fontWeights.bold, color: vars.colors.text, fontVariantNumeric: 'tabular-nums' });

// --- Expiration modal --------------------------------------------------------------------

export const expirationText = style({
  fontSize: vars.fontSizes.xl,
  fontWeight: vars.fontWeights.bold,
  color: vars.colors.warning,
  display: 'block',
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});
export const expirationBody = style({ display: 'flex', gap: vars.spacing.md, alignItems: 'flex-start', marginBottom: vars.spacing.lg });
export const expirationIcon = style({
  flexShrink: 0,
  ...centredContent,
  width: '48px',
  height: '48px',
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.warningSoft,
  color: vars.colors.warning,
});

// --- Payment report ----------------------------------------------------------------------

export const actionsCenter = style([actions, { justifyContent: 'center' }]);

/** The reason line of /assinatura. */
export const blockedReason = style({
  fontSize: vars.fontSizes.lg,
  fontWeight: vars.fontWeights.bold,
  color: vars.colors.danger,
  padding: `${vars.spacing.xs} ${vars.spacing.md}`,
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.dangerSoft,
});
export const textarea = style({ minHeight: '88px', resize: 'vertical', fontFamily: 'inherit' });
export const visuallyHiddenInline = style(clipped);
/** A badge inside a card column keeps its own width. */
export const badgeStart = style({ alignSelf: 'flex-start' });
/** A header row without the bottom margin of sectionHeader. */
export const sectionRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.spacing.sm });
