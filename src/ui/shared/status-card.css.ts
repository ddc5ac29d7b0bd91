/** A centred card announcing a state (em construção, acesso bloqueado, erro...). */
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { displayTitle, eyebrowText } from '../design-system/style-rules';
import { vars } from '../design-system/theme.css';
import { media } from '../design-system/tokens';

export const wrap = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  width: '100%',
  padding: `${vars.spacing.md} 0`,
  '@media': { [media.tablet]: { padding: `${vars.spacing.xl} 0` } },
});

export const card = style({
  width: '100%',
  maxWidth: '600px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.spacing.md,
  padding: `${vars.spacing.xl} ${vars.spacing.lg}`,
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadows.md,
  '@media': { [media.tablet]: { padding: `${vars.spacing.xxl} ${vars.spacing.xxl}` } },
});

export const iconTile = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '64px',
    height: '64px',
    borderRadius: vars.radii.full,
  },
  variants: {
    tone: {
      primary: { backgroundColor: vars.colors.primarySoft, color: vars.colors.primaryText },
      danger: { backgroundColor: vars.colors.dangerSoft, color: vars.colors.danger },
      warning: { backgroundColor: vars.colors.warningSoft, color: vars.colors.warning },
    },
  },
  defaultVariants: { tone: 'primary' },
});

export const eyebrow = style(eyebrowText);

export const title = style(displayTitle);

export const lead = style({ fontSize: vars.fontSizes.lg, color: vars.colors.text, maxWidth: '46ch' });

export const text = style({ color: vars.colors.textMuted, maxWidth: '52ch' });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.sm,
  width: '100%',
  marginTop: vars.spacing.xs,
  '@media': { [media.phoneUp]: { flexDirection: 'row', justifyContent: 'center', width: 'auto' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xs,
  textAlign: 'left',
  color: vars.colors.text,
  fontSize: vars.fontSizes.sm,
});

export const listItem = style({ display: 'flex', gap: vars.spacing.xs, alignItems: 'flex-start' });

export const listIcon = style({ color: vars.colors.success, flexShrink: 0, marginTop: '2px' });

export const note = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });

export const noticeBox = style({
  display: 'flex',
  gap: vars.spacing.sm,
  alignItems: 'flex-start',
  padding: vars.spacing.md,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.primarySoft,
  color: vars.colors.primaryText,
});

export const noticeText = style({ color: vars.colors.text });
