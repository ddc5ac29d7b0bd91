/** Styles of the operators list and of an operator's page. */
import { style } from '@vanilla-extract/css';
import { bareList, cardGrid, cardPadding, column, raisedSurface, stretchedLinkSelectors } from '../../design-system/style-rules';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

export const grid = style({
  ...bareList,
  ...cardGrid,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.md,
  padding: vars.spacing.md,
  ...raisedSurface,
  transition: 'box-shadow 150ms ease, border-color 150ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadows.md, borderColor: vars.colors.primary },
    '&:focus-within': { boxShadow: vars.shadows.md, borderColor: vars.colors.primary },
  },
  '@media': { [media.tablet]: { padding: vars.spacing.lg } },
});

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, flex: 1 });

export const cardTitle = style({ fontSize: vars.fontSizes.lg });

export const cardLink = style({
  color: vars.colors.text,
  textDecoration: 'none',
  selectors: stretchedLinkSelectors,
});

/** Plans, then states, one per line (a '·' between them was left dangling when the states wrapped). */
export const cardStats = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xxs, fontSize: vars.fontSizes.sm, color: vars.colors.text, fontWeight: vars.fontWeights.medium });

export const cardChevron = style({ color: vars.colors.textSubtle });

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A tap target of its own on a phone (WCAG 2.5.8: at least 24 × 24 px).
  minHeight: '44px',
  gap: vars.spacing.xxs,
  marginBottom: vars.spacing.md,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.semibold,
});

export const operatorHeader = style({ display: 'flex', alignItems: 'flex-start', gap: vars.spacing.md });

export const sections = style(column(vars.spacing.lg));

export const panel = style({ ...column(vars.spacing.sm), ...cardPadding, ...raisedSurface });

export const entityList = style({ margin: 0, paddingLeft: vars.spacing.lg, display: 'flex', flexDirection: 'column', gap: vars.spacing.xxs, fontSize: vars.fontSizes.sm });

/** State and plan type side by side, stacked on a phone; spaced from the cards above and below as they are from each other. */
export const filters = style({
  display: 'grid',
  gap: vars.spacing.md,
  margin: `${vars.spacing.lg} 0`,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const pageStatus = style({ margin: 0, fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.medium });

export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: vars.spacing.md });

export const summary = style({ cursor: 'pointer', minHeight: '44px', display: 'flex', alignItems: 'center', fontWeight: vars.fontWeights.semibold });
