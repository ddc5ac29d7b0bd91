/**
 * The theme contract (architecture rule 9): every style reads `vars.*`, never a raw
 * value. The single theme is applied on :root from `tokens`.
 */
import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

const contractShape = {
  colors: Object.fromEntries(Object.keys(tokens.colors).map((k) => [k, null])) as Record<keyof typeof tokens.colors, null>,
  spacing: Object.fromEntries(Object.keys(tokens.spacing).map((k) => [k, null])) as Record<keyof typeof tokens.spacing, null>,
  radii: Object.fromEntries(Object.keys(tokens.radii).map((k) => [k, null])) as Record<keyof typeof tokens.radii, null>,
  fonts: Object.fromEntries(Object.keys(tokens.fonts).map((k) => [k, null])) as Record<keyof typeof tokens.fonts, null>,
  fontSizes: Object.fromEntries(Object.keys(tokens.fontSizes).map((k) => [k, null])) as Record<keyof typeof tokens.fontSizes, null>,
  fontWeights: Object.fromEntries(Object.keys(tokens.fontWeights).map((k) => [k, null])) as Record<keyof typeof tokens.fontWeights, null>,
  lineHeights: Object.fromEntries(Object.keys(tokens.lineHeights).map((k) => [k, null])) as Record<keyof typeof tokens.lineHeights, null>,
  shadows: Object.fromEntries(Object.keys(tokens.shadows).map((k) => [k, null])) as Record<keyof typeof tokens.shadows, null>,
  breakpoints: Object.fromEntries(Object.keys(tokens.breakpoints).map((k) => [k, null])) as Record<keyof typeof tokens.breakpoints, null>,
  sizes: Object.fromEntries(Object.keys(tokens.sizes).map((k) => [k, null])) as Record<keyof typeof tokens.sizes, null>,
  zIndices: Object.fromEntries(Object.keys(tokens.zIndices).map((k) => [k, null])) as Record<keyof typeof tokens.zIndices, null>,
};

export const vars = createThemeContract(contractShape);

createGlobalTheme(':root', vars, tokens);
