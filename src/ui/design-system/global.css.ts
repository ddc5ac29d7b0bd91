/** Global element styles: box model, typography, focus rings, reduced motion. */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  minHeight: '100%',
});

globalStyle('body', {
  fontFamily: vars.fonts.body,
  fontSize: vars.fontSizes.md,
  lineHeight: vars.lineHeights.normal,
  color: vars.colors.text,
  backgroundColor: vars.colors.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });

globalStyle('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  lineHeight: vars.lineHeights.tight,
  fontWeight: vars.fontWeights.bold,
  color: vars.colors.text,
  letterSpacing: '-0.01em',
});

globalStyle('p', { margin: 0 });

globalStyle('a', { color: vars.colors.primaryText, textUnderlineOffset: '2px' });
globalStyle('a:hover', { color: vars.colors.primaryActive });

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

globalStyle('svg', { flexShrink: 0 });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.colors.focus}`,
  outlineOffset: '2px',
});

globalStyle('::selection', { backgroundColor: vars.colors.primarySoftHover });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
