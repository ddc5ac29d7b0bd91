/** Styles of the plain layouts: auth, new-auth (carousel), default, life insurance, PDF. */
import { style } from '@vanilla-extract/css';
import { logoLinkRule } from '../design-system/style-rules';
import { vars } from '../design-system/theme.css';
import { media } from '../design-system/tokens';

export const page = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const authPage = style([
  page,
  {
    background: `radial-gradient(1200px 480px at 15% -10%, ${vars.colors.primarySoft}, transparent 70%), ${vars.colors.background}`,
  },
]);

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.spacing.md,
  height: vars.sizes.headerHeight,
  padding: `0 ${vars.spacing.md}`,
  '@media': { [media.tablet]: { padding: `0 ${vars.spacing.xl}` } },
});

export const solidTopBar = style([
  topBar,
  {
    backgroundColor: vars.colors.headerBackground,
    borderBottom: `1px solid ${vars.colors.border}`,
  },
]);

export const logoLink = style(logoLinkRule);

export const authMain = style({
  flex: 1,
  width: '100%',
  maxWidth: '1160px',
  margin: '0 auto',
  padding: `${vars.spacing.md} ${vars.spacing.md} ${vars.spacing.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  '@media': { [media.tablet]: { padding: `${vars.spacing.xl} ${vars.spacing.xl} ${vars.spacing.xxl}` } },
});

export const centeredMain = style({
  flex: 1,
  width: '100%',
  maxWidth: '760px',
  margin: '0 auto',
  padding: `${vars.spacing.lg} ${vars.spacing.md} ${vars.spacing.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  '@media': { [media.tablet]: { padding: `${vars.spacing.xxl} ${vars.spacing.xl}` } },
});

export const alignedTopBar = style([
  topBar,
  {
    width: '100%',
    maxWidth: '1160px',
    margin: '0 auto',
  },
]);

export const plainFooter = style({
  padding: `${vars.spacing.md} ${vars.spacing.md} ${vars.spacing.lg}`,
  textAlign: 'center',
  fontSize: vars.fontSizes.xs,
  color: vars.colors.textMuted,
});

/* New auth pages: carousel beside the form. */
export const splitPage = style({
  flex: 1,
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  backgroundColor: vars.colors.surface,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
});

export const carouselPanel = style({
  display: 'none',
  position: 'relative',
  overflow: 'hidden',
  color: vars.colors.textOnPrimary,
  background: `linear-gradient(150deg, ${vars.colors.brandGradientFrom}, ${vars.colors.brandGradientTo})`,
  '@media': {
    [media.desktop]: {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: vars.spacing.xxl,
    },
  },
});

export const carouselDecoration = style({
  position: 'absolute',
  right: '-120px',
  bottom: '-120px',
  width: '420px',
  height: '420px',
  borderRadius: vars.radii.full,
  border: '56px solid rgba(255, 255, 255, 0.08)',
  pointerEvents: 'none',
});

export const slides = style({ position: 'relative', minHeight: '300px' });

/** embla: the clipping viewport, the flex track, one slide per full width. */
export const emblaViewport = style({ position: 'relative', overflow: 'hidden', minHeight: '300px' });
export const emblaContainer = style({ display: 'flex', touchAction: 'pan-y pinch-zoom' });
export const emblaSlide = style({ flex: '0 0 100%', minWidth: 0 });

export const carouselControls = style({ position: 'relative', display: 'flex', alignItems: 'center', gap: vars.spacing.sm });

export const carouselButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  padding: 0,
  border: '1px solid rgba(255, 255, 255, 0.5)',
  borderRadius: vars.radii.full,
  background: 'rgba(255, 255, 255, 0.12)',
  color: vars.colors.textOnPrimary,
  fontSize: vars.fontSizes.xs,
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.24)' }, '&:focus-visible': { outline: `3px solid ${vars.colors.textOnPrimary}`, outlineOffset: '2px' } },
});

export const slide = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.md,
  maxWidth: '440px',
  transition: 'opacity 300ms ease',
});

export const slideIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radii.xl,
  backgroundColor: 'rgba(255, 255, 255, 0.16)',
  color: vars.colors.textOnPrimary,
});

export const slideTitle = style({ color: vars.colors.textOnPrimary, fontSize: vars.fontSizes.display, lineHeight: vars.lineHeights.tight });

export const slideCaption = style({ fontSize: vars.fontSizes.lg, lineHeight: vars.lineHeights.normal, color: 'rgba(255, 255, 255, 0.9)' });

export const dots = style({ display: 'flex', gap: vars.spacing.xs, position: 'relative' });

export const dot = style({
  width: '28px',
  height: '8px',
  padding: 0,
  border: 0,
  borderRadius: vars.radii.full,
  backgroundColor: 'rgba(255, 255, 255, 0.4)',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, width 150ms ease',
  selectors: {
    '&[aria-current="true"]': { width: '44px', backgroundColor: vars.colors.textOnPrimary },
    '&:focus-visible': { outline: `3px solid ${vars.colors.textOnPrimary}`, outlineOffset: '3px' },
  },
});

export const formPanel = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: vars.colors.background,
  '@media': { [media.desktop]: { backgroundColor: vars.colors.surface } },
});

export const formPanelTopBar = style([
  topBar,
  { '@media': { [media.desktop]: { visibility: 'hidden' } } },
]);

export const formPanelMain = style({
  flex: 1,
  width: '100%',
  maxWidth: '560px',
  margin: '0 auto',
  padding: `${vars.spacing.lg} ${vars.spacing.md} ${vars.spacing.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
});

/* Life insurance. */
export const lifeHeaderTitle = style({
  display: 'none',
  flexDirection: 'column',
  lineHeight: vars.lineHeights.tight,
  paddingLeft: vars.spacing.md,
  marginLeft: vars.spacing.xs,
  borderLeft: `1px solid ${vars.colors.border}`,
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const lifeHeaderName = style({ fontWeight: vars.fontWeights.bold, fontSize: vars.fontSizes.md });
export const lifeHeaderInsurer = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });

/**
 * The wizard's page. Its end is padded by the room of the floating support buttons (two 52 px
 * buttons stacked with a 12 px gap, 24 px from the bottom, plus air), so the step's 'Continuar'
 * scrolls above them.
 */
export const lifeMain = style({
  flex: 1,
  width: '100%',
  maxWidth: '960px',
  margin: '0 auto',
  padding: `${vars.spacing.lg} ${vars.spacing.md} calc(2 * 52px + ${vars.spacing.sm} + ${vars.spacing.lg} + ${vars.spacing.md})`,
  '@media': { [media.tablet]: { paddingTop: vars.spacing.xl, paddingLeft: vars.spacing.xl, paddingRight: vars.spacing.xl } },
});

/* PDF. */
export const pdfPage = style([
  page,
  {
    backgroundColor: vars.colors.surfaceSunken,
    '@media': { print: { backgroundColor: vars.colors.surface } },
  },
]);

export const pdfToolbar = style([
  solidTopBar,
  { '@media': { print: { display: 'none' } } },
]);

export const pdfSheet = style({
  width: '100%',
  maxWidth: '900px',
  margin: `${vars.spacing.lg} auto ${vars.spacing.xxl}`,
  padding: vars.spacing.lg,
  backgroundColor: vars.colors.surface,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadows.md,
  '@media': {
    [media.tablet]: { padding: vars.spacing.xxl },
    print: { margin: 0, boxShadow: 'none', borderRadius: 0, maxWidth: 'none' },
  },
});
