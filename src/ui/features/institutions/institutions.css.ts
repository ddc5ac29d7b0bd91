/** Styles of the operators list and of an operator's page. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.spacing.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.md,
  padding: vars.spacing.md,
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadows.sm,
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
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radii.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: '2px' },
  },
});

/** Plans, then states, one per line (a '·' between them was left dangling when the states wrapped). */
export const cardStats = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xxs, fontSize: vars.fontSizes.sm, color: vars.colors.text, fontWeight: vars.fontWeights.medium });

export const cardChevron = style({ color: vars.colors.textSubtle });

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.xxs,
  marginBottom: vars.spacing.md,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.semibold,
});

export const operatorHeader = style({ display: 'flex', alignItems: 'flex-start', gap: vars.spacing.md });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.lg });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.sm,
  padding: vars.spacing.md,
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadows.sm,
  '@media': { [media.tablet]: { padding: vars.spacing.lg } },
});

export const entityList = style({ margin: 0, paddingLeft: vars.spacing.lg, display: 'flex', flexDirection: 'column', gap: vars.spacing.xxs, fontSize: vars.fontSizes.sm });
