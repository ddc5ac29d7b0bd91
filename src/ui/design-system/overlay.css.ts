/** Dialog and Drawer (Radix Dialog) styles. */
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';
import { media } from './tokens';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.colors.overlay,
  zIndex: vars.zIndices.overlay,
  // A modal sets `pointer-events: none` on <body>; the backdrop takes the click that closes it.
  pointerEvents: 'auto',
  animation: `${fadeIn} 150ms ease-out`,
});

/**
 * While a centred Dialog is open (`data-dialog-open` on the root, set by `useRootScrollLock`),
 * <body> keeps `pointer-events: auto` against Radix's inline `none`: that inherited change
 * restyled every element of the page behind the dialog. The backdrop covers the page and takes
 * the clicks instead, so nothing behind it is reachable either way.
 */
// vanilla-extract's types know no `!important`; the value is written as is.
globalStyle(':root[data-dialog-open] > body', { pointerEvents: 'auto !important' as 'auto' });

export const dialogContent = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndices.drawer,
    width: `calc(100vw - ${vars.spacing.lg})`,
    maxHeight: `calc(100vh - ${vars.spacing.xl})`,
    overflowY: 'auto',
    backgroundColor: vars.colors.surface,
    borderRadius: vars.radii.lg,
    boxShadow: vars.shadows.lg,
    padding: vars.spacing.lg,
    animation: `${popIn} 160ms ease-out`,
    selectors: { '&:focus': { outline: 'none' } },
    '@media': { [media.tablet]: { padding: vars.spacing.xl } },
  },
  variants: {
    size: {
      sm: { maxWidth: '440px' },
      md: { maxWidth: '600px' },
      lg: { maxWidth: '1155px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialogHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.spacing.md,
  marginBottom: vars.spacing.md,
});

export const dialogTitle = style({ fontSize: vars.fontSizes.xl, fontWeight: vars.fontWeights.bold, margin: 0 });

export const dialogDescription = style({ color: vars.colors.textMuted, marginTop: vars.spacing.xxs });

export const dialogFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.spacing.sm,
  marginTop: vars.spacing.lg,
});

export const drawerContent = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    zIndex: vars.zIndices.drawer,
    width: `min(${vars.sizes.drawerWidth}, calc(100vw - 48px))`,
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: vars.colors.surface,
    boxShadow: vars.shadows.lg,
    overflowY: 'auto',
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    side: {
      left: { left: 0, animation: `${slideFromLeft} 200ms ease-out`, borderRight: `1px solid ${vars.colors.border}` },
      right: { right: 0, animation: `${slideFromRight} 200ms ease-out`, borderLeft: `1px solid ${vars.colors.border}` },
    },
  },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.spacing.sm,
  minHeight: vars.sizes.headerHeight,
  padding: `0 ${vars.spacing.xs} 0 ${vars.spacing.lg}`,
  borderBottom: `1px solid ${vars.colors.border}`,
});

export const drawerTitle = style({ fontSize: vars.fontSizes.lg, fontWeight: vars.fontWeights.bold, margin: 0 });

export const drawerBody = style({ flex: 1, padding: vars.spacing.md, display: 'flex', flexDirection: 'column', gap: vars.spacing.xs });
