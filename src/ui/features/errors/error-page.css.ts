import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';
import * as base from '../../shared/status-card.css';

export const wrap = base.wrap;
export const card = base.card;
export const actions = base.actions;
export const text = base.text;

export const status = style({
  fontSize: '4rem',
  fontWeight: vars.fontWeights.bold,
  lineHeight: 1,
  letterSpacing: '-0.04em',
  color: vars.colors.primary,
  '@media': { [media.tablet]: { fontSize: vars.fontSizes.hero } },
});

export const type = style({
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.semibold,
  letterSpacing: '0.02em',
  color: vars.colors.textMuted,
});

export const title = style({
  fontSize: vars.fontSizes.xl,
  '@media': { [media.tablet]: { fontSize: vars.fontSizes.xxl } },
});
