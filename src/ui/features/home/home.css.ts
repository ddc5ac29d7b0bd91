import { style } from '@vanilla-extract/css';
import { bareList, column, noticeRow, softIconTile, surface, toneBox } from '../../design-system/style-rules';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"intro" "form" "features"',
  gap: vars.spacing.lg,
  alignItems: 'start',
  paddingTop: vars.spacing.xs,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1.15fr) minmax(360px, 440px)',
      gridTemplateAreas: '"intro form" "features form"',
      columnGap: vars.spacing.xxl,
      rowGap: vars.spacing.xl,
      paddingTop: vars.spacing.xxl,
    },
  },
});

export const intro = style({ gridArea: 'intro', ...column(vars.spacing.md) });

export const eyebrow = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.xs,
  padding: `${vars.spacing.xxs} ${vars.spacing.sm}`,
  ...surface,
  borderRadius: vars.radii.full,
  color: vars.colors.primaryText,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.semibold,
});

export const heroTitle = style({
  fontSize: '1.875rem',
  lineHeight: 1.15,
  letterSpacing: '-0.025em',
  '@media': { [media.tablet]: { fontSize: '2.75rem' } },
});

export const heroHighlight = style({ color: vars.colors.primary });

export const heroText = style({ fontSize: vars.fontSizes.md, color: vars.colors.textMuted, maxWidth: '58ch', '@media': { [media.tablet]: { fontSize: vars.fontSizes.lg } } });

export const features = style({
  gridArea: 'features',
  ...bareList,
  display: 'grid',
  gap: vars.spacing.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const feature = style({
  display: 'flex',
  gap: vars.spacing.sm,
  alignItems: 'flex-start',
  padding: vars.spacing.md,
  ...surface,
});

export const featureIcon = style({ ...softIconTile('40px', vars.radii.md), flexShrink: 0 });

export const featureTitle = style({ fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.bold, color: vars.colors.text });
export const featureText = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted, marginTop: '2px' });

export const formArea = style({
  gridArea: 'form',
  '@media': { [media.desktop]: { position: 'sticky', top: vars.spacing.lg } },
});

export const formTitle = style({ fontSize: vars.fontSizes.xl });
export const formSubtitle = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm, marginTop: vars.spacing.xxs });

export { formLinks } from '../../shared/forms/forms.css';

export const formError = style({
  ...noticeRow,
  gap: vars.spacing.xs,
  padding: `${vars.spacing.sm} ${vars.spacing.sm}`,
  ...toneBox('danger'),
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
});

export const demoNote = style({
  ...noticeRow,
  gap: vars.spacing.xs,
  padding: vars.spacing.sm,
  ...toneBox('warning'),
  color: vars.colors.text,
  fontSize: vars.fontSizes.xs,
});

export const connectedName = style({ fontWeight: vars.fontWeights.bold });
