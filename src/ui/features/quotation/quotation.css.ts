/** Styles of the quotation screen: form, lives, results, plan cards, compare bar and comparison. */
import { style } from '@vanilla-extract/css';
import { bareList, cardGrid, cardPadding, column, noticeRow, raisedSurface, surface, toneBox, wrapRow } from '../../design-system/style-rules';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.lg, paddingBottom: '88px' });

// --- Form --------------------------------------------------------------------------------

export const formCard = style({ ...column(vars.spacing.lg), ...cardPadding, ...raisedSurface });

export const formSectionTitle = style({ fontSize: vars.fontSizes.lg, display: 'flex', alignItems: 'center', gap: vars.spacing.xs });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.spacing.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const spanAll = style({ gridColumn: '1 / -1' });

export const divider = style({ border: 0, borderTop: `1px solid ${vars.colors.border}`, margin: 0 });

export const livesGrid = style({
  display: 'grid',
  gap: vars.spacing.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const livesInput = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.spacing.xs} ${vars.spacing.sm}`,
  fontSize: vars.fontSizes.md,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  color: vars.colors.text,
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.md,
  MozAppearance: 'textfield',
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.colors.focus, boxShadow: vars.shadows.focus },
    '&::-webkit-inner-spin-button': { opacity: 1 },
  },
});

export const livesLabel = style({ fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.semibold, whiteSpace: 'nowrap' });

export const livesField = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xxs, minWidth: 0 });

export const formFooter = style({ ...wrapRow, gap: vars.spacing.md });

export const totalLives = style({ fontSize: vars.fontSizes.md, fontWeight: vars.fontWeights.semibold });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.xs, ...bareList });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.xxs,
  padding: `${vars.spacing.xxs} ${vars.spacing.xxs} ${vars.spacing.xxs} ${vars.spacing.sm}`,
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.primarySoft,
  color: vars.colors.primaryText,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
});

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  border: 0,
  borderRadius: vars.radii.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.colors.primarySoftHover } },
});

export const suggestions = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.spacing.xxs,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surface,
  boxShadow: vars.shadows.md,
  maxHeight: '260px',
  overflowY: 'auto',
});

export const suggestion = style({
  display: 'flex',
  width: '100%',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.spacing.sm,
  padding: `${vars.spacing.xs} ${vars.spacing.sm}`,
  border: 0,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  textAlign: 'left',
  fontSize: vars.fontSizes.sm,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { backgroundColor: vars.colors.primarySoft } },
});

export const suggestionCity = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.xs, whiteSpace: 'nowrap' });

// --- Results -------------------------------------------------------------------------------

export const resultsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.spacing.sm,
});

export const resultsTitle = style({ fontSize: vars.fontSizes.xl });

export const demoNotice = style({
  ...noticeRow,
  gap: vars.spacing.sm,
  padding: `${vars.spacing.sm} ${vars.spacing.md}`,
  ...toneBox('warning'),
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
});

export const toolbar = style({
  display: 'grid',
  gap: vars.spacing.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  padding: vars.spacing.md,
  ...surface,
  backgroundColor: vars.colors.surfaceMuted,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const list = style({
  ...bareList,
  ...cardGrid,
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  selectors: { '&[aria-busy="true"]': { opacity: 0.6, transition: 'opacity 150ms ease' } },
});

export const listItem = style({
  minWidth: 0,
  // Hundreds of cards: let the browser skip the layout and paint of those off screen.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 340px',
});

export const card = style({
  position: 'relative',
  height: '100%',
  ...column(vars.spacing.sm),
  padding: vars.spacing.md,
  ...raisedSurface,
  selectors: { '&[data-compared="true"]': { borderColor: vars.colors.primary, boxShadow: `0 0 0 1px ${vars.colors.primary}, ${vars.shadows.sm}` } },
});

export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.sm, minWidth: 0 });

export const cardHeading = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const operatorName = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted, fontWeight: vars.fontWeights.semibold });

export const planName = style({ fontSize: vars.fontSizes.md, lineHeight: vars.lineHeights.snug });

export const totalLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.spacing.xs,
  paddingTop: vars.spacing.xs,
  borderTop: `1px solid ${vars.colors.border}`,
  marginTop: 'auto',
});

export const total = style({ fontSize: vars.fontSizes.md, color: vars.colors.textMuted, fontWeight: vars.fontWeights.medium });

export const totalValue = style({ fontSize: vars.fontSizes.xl, color: vars.colors.text, fontWeight: vars.fontWeights.bold, fontVariantNumeric: 'tabular-nums', marginLeft: vars.spacing.xxs });

export const effective = style({ fontSize: vars.fontSizes.xs, color: vars.colors.textMuted });

export const promo = style({ fontSize: vars.fontSizes.xs, color: vars.colors.success, fontWeight: vars.fontWeights.semibold });

export const cardActions = style({ ...wrapRow, gap: vars.spacing.sm });

export const stateCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.spacing.sm,
  padding: vars.spacing.xl,
  backgroundColor: vars.colors.surface,
  border: `1px dashed ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.lg,
  color: vars.colors.textMuted,
});

export const stateTitle = style({ fontSize: vars.fontSizes.lg, color: vars.colors.text });

// --- Compare bar ------------------------------------------------------------------------

export const compareBar = style({
  position: 'fixed',
  left: vars.spacing.md,
  right: '88px',
  bottom: vars.spacing.md,
  zIndex: vars.zIndices.floating,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.spacing.sm,
  padding: `${vars.spacing.sm} ${vars.spacing.md}`,
  backgroundColor: vars.colors.text,
  color: vars.colors.textOnPrimary,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadows.lg,
  '@media': {
    [media.desktop]: { left: `calc(${vars.sizes.sidebarWidth} + ${vars.spacing.xl})`, right: '104px' },
  },
});

export const compareBarText = style({ fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.medium });

export const compareBarActions = style({ display: 'flex', gap: vars.spacing.xs, flexWrap: 'wrap' });

export const onDarkGhost = style({
  color: vars.colors.textOnPrimary,
  selectors: { '&:hover': { backgroundColor: 'rgba(255,255,255,0.12)', color: vars.colors.textOnPrimary } },
});

// --- Comparison ---------------------------------------------------------------------------

export const comparison = style(column(vars.spacing.lg));

export const comparisonHeader = style({ ...wrapRow, gap: vars.spacing.sm });

export const comparisonTitle = style({ fontSize: vars.fontSizes.xl, selectors: { '&:focus': { outline: 'none' } } });

export const compareTableWrap = style({
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  ...raisedSurface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: '2px' } },
});

export const compareTable = style({
  borderCollapse: 'separate',
  borderSpacing: 0,
  width: '100%',
  minWidth: '640px',
  fontSize: vars.fontSizes.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const compareCorner = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  backgroundColor: vars.colors.surfaceMuted,
  minWidth: '150px',
  padding: vars.spacing.sm,
  borderBottom: `1px solid ${vars.colors.border}`,
  textAlign: 'left',
});

export const comparePlanHead = style({
  verticalAlign: 'top',
  textAlign: 'left',
  padding: vars.spacing.sm,
  minWidth: '190px',
  borderBottom: `1px solid ${vars.colors.border}`,
  borderLeft: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surfaceMuted,
});

export const compareRowHead = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  backgroundColor: vars.colors.surface,
  textAlign: 'left',
  fontWeight: vars.fontWeights.semibold,
  color: vars.colors.textMuted,
  padding: `${vars.spacing.xs} ${vars.spacing.sm}`,
  borderBottom: `1px solid ${vars.colors.border}`,
  verticalAlign: 'top',
  boxShadow: `1px 0 0 ${vars.colors.border}`,
});

export const compareGroupHead = style({
  textAlign: 'left',
  padding: `${vars.spacing.sm} ${vars.spacing.sm} ${vars.spacing.xs}`,
  fontSize: vars.fontSizes.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.colors.primaryText,
  backgroundColor: vars.colors.primarySoft,
  borderBottom: `1px solid ${vars.colors.border}`,
});

export const compareCell = style({
  padding: `${vars.spacing.xs} ${vars.spacing.sm}`,
  borderBottom: `1px solid ${vars.colors.border}`,
  borderLeft: `1px solid ${vars.colors.border}`,
  verticalAlign: 'top',
});

export const compareTotal = style([compareCell, { fontWeight: vars.fontWeights.bold, fontSize: vars.fontSizes.md }]);

export const compactList = style({ margin: 0, paddingLeft: vars.spacing.md, display: 'flex', flexDirection: 'column', gap: '2px' });

export const commonBox = style({ ...column(vars.spacing.xs), padding: vars.spacing.md, ...surface });

/** The results area: focused after 'Cotar'; the margin keeps it below the sticky header when scrolled to. */
export const outcome = style({ scrollMarginTop: '112px', selectors: { '&:focus': { outline: 'none' } } });

/** 'Titular e dependentes'. */
export const family = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs });

export const familyRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.xs, alignItems: 'center', marginTop: vars.spacing.xs });

export const familyAge = style({ width: '5rem', padding: vars.spacing.xs, border: `1px solid ${vars.colors.border}`, borderRadius: vars.radii.sm, fontSize: vars.fontSizes.md });
