/** Dashboard layout: header, sidebar/drawers, content, footer and floating support buttons. */
import { globalStyle, style } from '@vanilla-extract/css';
import { clippedBox, logoLinkRule, tableCell, tableHead, tableScroller } from '../../design-system/style-rules';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

export const shell = style({ flex: 1, display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const headerWrap = style({ position: 'sticky', top: 0, zIndex: vars.zIndices.header });

export const demoBanner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing.xs,
  padding: `${vars.spacing.xxs} ${vars.spacing.md}`,
  backgroundColor: vars.colors.warningSoft,
  borderBottom: `1px solid ${vars.colors.warningBorder}`,
  color: vars.colors.warning,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.semibold,
  textAlign: 'center',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.xs,
  height: vars.sizes.headerHeight,
  padding: `0 ${vars.spacing.sm}`,
  backgroundColor: vars.colors.headerBackground,
  borderBottom: `1px solid ${vars.colors.border}`,
  boxShadow: '0 1px 2px rgba(16, 42, 58, 0.04)',
  '@media': { [media.tablet]: { padding: `0 ${vars.spacing.lg}`, gap: vars.spacing.sm } },
});

export const menuButton = style({ '@media': { [media.desktop]: { display: 'none' } } });

export const brand = style({
  ...logoLinkRule,
  '@media': { [media.desktop]: { width: `calc(${vars.sizes.sidebarWidth} - ${vars.spacing.lg})` } },
});

export const headerSpacer = style({ flex: 1 });

export const updatesButton = style({ position: 'relative' });

export const updatesText = style({ '@media': { [media.belowTablet]: clippedBox } });

export const updatesBadge = style({ '@media': { [media.belowTablet]: { display: 'none' } } });

export const userButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.xs,
  minHeight: '44px',
  padding: `${vars.spacing.xxs} ${vars.spacing.xxs}`,
  border: '1px solid transparent',
  borderRadius: vars.radii.full,
  background: 'transparent',
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.colors.surfaceSunken } },
  '@media': { [media.tablet]: { padding: `${vars.spacing.xxs} ${vars.spacing.sm} ${vars.spacing.xxs} ${vars.spacing.xxs}` } },
});

export const userButtonName = style({
  display: 'none',
  maxWidth: '160px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.semibold,
  '@media': { [media.tablet]: { display: 'inline' } },
});

export const userButtonChevron = style({ display: 'none', color: vars.colors.textMuted, '@media': { [media.tablet]: { display: 'block' } } });

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radii.full,
    backgroundColor: vars.colors.primarySoft,
    color: vars.colors.primaryText,
    border: `1px solid ${vars.colors.border}`,
  },
  variants: {
    size: {
      sm: { width: '36px', height: '36px' },
      lg: { width: '64px', height: '64px' },
    },
  },
  defaultVariants: { size: 'sm' },
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'contain', backgroundColor: vars.colors.surface });

export const body = style({ flex: 1, display: 'flex', minHeight: 0 });

export const sidebar = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      flexShrink: 0,
      width: vars.sizes.sidebarWidth,
      backgroundColor: vars.colors.surface,
      borderRight: `1px solid ${vars.colors.border}`,
    },
  },
});

export const sidebarInner = style({
  position: 'sticky',
  top: vars.sizes.headerHeight,
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.spacing.lg} ${vars.spacing.md}`,
});

export const navTitle = style({
  padding: `0 ${vars.spacing.sm}`,
  marginBottom: vars.spacing.xs,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.colors.textSubtle,
});

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.spacing.xxs });

export const navItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.sm,
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.spacing.sm}`,
  border: 0,
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.colors.text,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.colors.surfaceSunken, color: vars.colors.text },
    '&[aria-current="page"]': { backgroundColor: vars.colors.primarySoft, color: vars.colors.primaryText, fontWeight: vars.fontWeights.semibold },
    '&:disabled': { cursor: 'not-allowed', color: vars.colors.textSubtle },
  },
});

export const navItemIcon = style({ color: 'inherit', flexShrink: 0 });

export const navItemDanger = style({ color: vars.colors.danger, selectors: { '&:hover': { color: vars.colors.dangerHover, backgroundColor: vars.colors.dangerSoft } } });

export const navHint = style({ padding: `0 ${vars.spacing.sm} ${vars.spacing.xs} 44px`, fontSize: vars.fontSizes.xs, color: vars.colors.textMuted, marginTop: `calc(${vars.spacing.xxs} * -1)` });

export const separator = style({ height: '1px', margin: `${vars.spacing.xs} 0`, border: 0, backgroundColor: vars.colors.border });

export const profile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.spacing.xs,
  padding: `${vars.spacing.md} ${vars.spacing.sm} ${vars.spacing.lg}`,
});

export const profileName = style({ fontSize: vars.fontSizes.lg, fontWeight: vars.fontWeights.bold, overflowWrap: 'anywhere' });
export const profileEmail = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted, overflowWrap: 'anywhere' });

export const content = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

/** Right gutter kept free for the floating support buttons (tablet and up): 52px button + lg offset + md margin. */
const FLOATING_GUTTER = `calc(52px + ${vars.spacing.lg} + ${vars.spacing.md})`;

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.sizes.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.spacing.lg} ${vars.spacing.md} ${vars.spacing.xxl}`,
  // From the tablet up the floating support buttons sit in a right gutter of their
  // own (button 52px + its offset + a margin), so they never cover a card's 'Ver detalhes'.
  '@media': { [media.tablet]: { padding: `${vars.spacing.xl} ${FLOATING_GUTTER} ${vars.spacing.xxl} ${vars.spacing.xl}` } },
});

/**
 * Room the floating support buttons take on a phone (two 48 px buttons stacked with a 12 px gap,
 * 16 px from the bottom) plus 16 px of air: the page's end is padded by as much, so its last
 * line and buttons scroll above them.
 */
const FLOATING_PHONE_RESERVE = `calc(2 * 48px + ${vars.spacing.sm} + ${vars.spacing.md} + ${vars.spacing.md})`;

export const footer = style({
  backgroundColor: vars.colors.surface,
  borderTop: `1px solid ${vars.colors.border}`,
  padding: `${vars.spacing.xl} ${vars.spacing.md} calc(${vars.spacing.xl} + ${FLOATING_PHONE_RESERVE})`,
  '@media': { [media.tablet]: { padding: `${vars.spacing.xl} 104px ${vars.spacing.xl} ${vars.spacing.xl}` } },
});

export const footerInner = style({
  maxWidth: vars.sizes.contentMaxWidth,
  margin: '0 auto',
  display: 'grid',
  gap: vars.spacing.xl,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.spacing.xxl } },
});

export const footerAbout = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.sm, color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });

export const disclaimer = style({
  display: 'flex',
  gap: vars.spacing.xs,
  alignItems: 'flex-start',
  padding: vars.spacing.sm,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surfaceMuted,
  border: `1px solid ${vars.colors.border}`,
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes.xs,
});

export const footerHeading = style({ fontSize: vars.fontSizes.md, fontWeight: vars.fontWeights.bold, marginBottom: vars.spacing.xxs });

export const footerText = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm, marginBottom: vars.spacing.sm });

export const newsletterRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.sm,
  '@media': { [media.phoneUp]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const newsletterField = style({ flex: 1 });

export const newsletterButton = style({ minHeight: '44px', '@media': { [media.phoneUp]: { marginTop: '26px' } } });

export const newsletterDone = style({ marginTop: vars.spacing.xs, color: vars.colors.success, fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.medium });

export const footerBottom = style({
  maxWidth: vars.sizes.contentMaxWidth,
  margin: `${vars.spacing.xl} auto 0`,
  paddingTop: vars.spacing.md,
  borderTop: `1px solid ${vars.colors.border}`,
  fontSize: vars.fontSizes.xs,
  color: vars.colors.textMuted,
});

/**
 * The support buttons float at the bottom right on every width, so help is one tap away on any
 * page without scrolling to its end. They never cover an action for good: on a phone the
 * footer reserves their height at the page's end (FLOATING_PHONE_RESERVE) and the results'
 * action bar stops short of their column (quotation.css.ts `compareBar`); from the tablet up
 * `main` keeps a right gutter for them. While a modal dialog or drawer is open they are hidden
 * (below), as the dialog's own actions sit where they would be.
 */
export const floating = style({
  position: 'fixed',
  right: vars.spacing.md,
  bottom: vars.spacing.md,
  zIndex: vars.zIndices.floating,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.sm,
  '@media': { [media.tablet]: { right: vars.spacing.lg, bottom: vars.spacing.lg } },
});

// Radix dialogs, alert dialogs and drawers mark their open content with data-state="open".
globalStyle(`body:has([role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], dialog[open]) ${floating}`, { display: 'none' });

export const fab = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '48px',
    height: '48px',
    border: 0,
    borderRadius: vars.radii.full,
    boxShadow: vars.shadows.lg,
    color: vars.colors.textOnPrimary,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'transform 120ms ease, background-color 120ms ease',
    selectors: { '&:hover': { transform: 'translateY(-1px)', color: vars.colors.textOnPrimary } },
    '@media': { [media.tablet]: { width: '52px', height: '52px' } },
  },
  variants: {
    tone: {
      whatsapp: { backgroundColor: vars.colors.whatsapp, selectors: { '&:hover': { backgroundColor: vars.colors.whatsappHover } } },
      primary: { backgroundColor: vars.colors.primary, selectors: { '&:hover': { backgroundColor: vars.colors.primaryHover } } },
    },
  },
});

/** A footer action that looks like a link (privacy preferences). */
export const footerLinkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadows.focus } },
});

/** Superusers' support inbox button in the header. */
export const inboxButton = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: vars.radii.full,
  background: 'transparent',
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.colors.surfaceSunken }, '&:focus-visible': { outline: 'none', boxShadow: vars.shadows.focus } },
});

/** Unread count on the chat button. */
export const fabBadge = style({
  position: 'absolute',
  top: '-4px',
  right: '-4px',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.spacing.xxs}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.danger,
  color: vars.colors.textOnPrimary,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.bold,
  boxShadow: `0 0 0 2px ${vars.colors.surface}`,
});

/** Feedback sheet: a tab fixed at the right edge of the index page. */
export const feedbackTab = style({
  position: 'fixed',
  right: 0,
  top: '50%',
  zIndex: vars.zIndices.floating,
  transform: 'translateY(-50%) rotate(180deg)',
  writingMode: 'vertical-rl',
  padding: `${vars.spacing.sm} ${vars.spacing.xs}`,
  borderRadius: `0 ${vars.radii.md} ${vars.radii.md} 0`,
  backgroundColor: vars.colors.primary,
  color: vars.colors.textOnPrimary,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.semibold,
  textDecoration: 'none',
  boxShadow: vars.shadows.md,
  selectors: { '&:hover': { backgroundColor: vars.colors.primaryHover, color: vars.colors.textOnPrimary }, '&:focus-visible': { outline: 'none', boxShadow: vars.shadows.focus } },
});

export const supportList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.spacing.sm });

export const supportItem = style({ display: 'flex', gap: vars.spacing.sm, alignItems: 'flex-start', color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });

/* The calendar of table updates (table-updates-calendar.tsx). */
export const calendarToolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.spacing.md });
export const calendarScroll = style(tableScroller);
export const calendarTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSizes.sm, fontVariantNumeric: 'tabular-nums' });
export const calendarCaption = style({ textAlign: 'left', fontWeight: vars.fontWeights.bold, paddingBottom: vars.spacing.xs });
export const calendarTh = style(tableHead);
export const calendarTd = style(tableCell);
export const calendarDate = style({ whiteSpace: 'nowrap' });
export const calendarEmpty = style({ padding: vars.spacing.lg, textAlign: 'center', color: vars.colors.textMuted });
