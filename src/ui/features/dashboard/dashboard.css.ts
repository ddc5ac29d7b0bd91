import { style } from '@vanilla-extract/css';
import { bareList, cardGrid, raisedSurface, softIconTile, stretchedLinkSelectors } from '../../design-system/style-rules';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

export const cards = style({
  ...bareList,
  ...cardGrid,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.spacing.lg },
  },
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '48px minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr auto',
  columnGap: vars.spacing.md,
  rowGap: vars.spacing.xxs,
  height: '100%',
  padding: vars.spacing.md,
  '@media': { [media.tablet]: { padding: vars.spacing.lg, columnGap: vars.spacing.lg } },
  ...raisedSurface,
  transition: 'box-shadow 150ms ease, border-color 150ms ease, transform 150ms ease',
  selectors: {
    '&:hover': { boxShadow: vars.shadows.md, borderColor: vars.colors.primary, transform: 'translateY(-1px)' },
    '&:focus-within': { boxShadow: vars.shadows.md, borderColor: vars.colors.primary },
  },
});

export const cardIcon = style({ ...softIconTile('48px', vars.radii.lg), gridColumn: 1, gridRow: '1 / span 3' });

export const cardTitle = style({ fontSize: vars.fontSizes.lg, gridColumn: 2, alignSelf: 'center', minHeight: '28px' });

export const cardLink = style({
  color: vars.colors.text,
  textDecoration: 'none',
  selectors: { ...stretchedLinkSelectors, '&:hover': { color: vars.colors.text } },
});

export const cardText = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm, gridColumn: 2 });

export const cardCta = style({
  gridColumn: 2,
  marginTop: vars.spacing.xs,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.xxs,
  color: vars.colors.primaryText,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.semibold,
});

export const sectionTitle = style({ fontSize: vars.fontSizes.lg, marginBottom: vars.spacing.md });

/* The table-updates cards (table-updates-cards.tsx). */
export const updatesSection = style({ marginTop: vars.spacing.xl });
export const updatesCards = style({
  display: 'grid',
  gap: vars.spacing.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.spacing.lg } },
});
export const updatesCard = style({ padding: vars.spacing.md, ...raisedSurface });
export const updatesList = style({ ...bareList, display: 'grid', gap: vars.spacing.xs, marginTop: vars.spacing.sm });
export const updatesItem = style({ display: 'flex', justifyContent: 'space-between', gap: vars.spacing.sm, fontSize: vars.fontSizes.sm });
export const updatesMuted = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });
