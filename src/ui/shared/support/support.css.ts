/** Support chat pieces: message log, bubbles, composer; the inbox list. */
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../design-system/theme.css';

export const log = style({
  padding: vars.spacing.sm,
  minHeight: '160px',
  maxHeight: 'min(50vh, 420px)',
  overflowY: 'auto',
  backgroundColor: vars.colors.surfaceMuted,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadows.focus } },
});

export const logList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.spacing.sm, minHeight: '136px' });

export const empty = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm, margin: 'auto', textAlign: 'center' });

export const bubble = recipe({
  base: {
    maxWidth: '85%',
    padding: `${vars.spacing.xs} ${vars.spacing.sm}`,
    borderRadius: vars.radii.lg,
    fontSize: vars.fontSizes.sm,
    lineHeight: 1.45,
    overflowWrap: 'anywhere',
  },
  variants: {
    side: {
      mine: { alignSelf: 'flex-end', backgroundColor: vars.colors.primarySoft, color: vars.colors.text, borderBottomRightRadius: vars.radii.sm },
      theirs: { alignSelf: 'flex-start', backgroundColor: vars.colors.surface, color: vars.colors.text, border: `1px solid ${vars.colors.border}`, borderBottomLeftRadius: vars.radii.sm },
    },
  },
});

export const bubbleBody = style({ margin: 0, whiteSpace: 'pre-wrap' });

export const bubbleMeta = style({ display: 'block', marginTop: vars.spacing.xxs, fontSize: vars.fontSizes.xs, color: vars.colors.textMuted });

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xs });

export const composerLabel = style({ fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.semibold, color: vars.colors.text });

export const textarea = style({
  width: '100%',
  minHeight: '72px',
  resize: 'vertical',
  padding: vars.spacing.xs,
  font: 'inherit',
  fontSize: vars.fontSizes.sm,
  color: vars.colors.text,
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.md,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.colors.focus, boxShadow: vars.shadows.focus },
    '&[aria-invalid="true"]': { borderColor: vars.colors.danger },
  },
});

export const composerRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.spacing.sm });

export const counter = style({ fontSize: vars.fontSizes.xs, color: vars.colors.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSizes.sm, color: vars.colors.danger });

export const inboxLayout = style({ display: 'grid', gap: vars.spacing.md, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(220px, 1fr) minmax(0, 2fr)' } } });

export const inboxList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.spacing.xxs, maxHeight: 'min(60vh, 520px)', overflowY: 'auto' });

export const inboxItem = recipe({
  base: {
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.spacing.xxs,
    textAlign: 'left',
    padding: vars.spacing.sm,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.md,
    backgroundColor: vars.colors.surface,
    color: vars.colors.text,
    cursor: 'pointer',
    font: 'inherit',
    selectors: { '&:hover': { backgroundColor: vars.colors.surfaceMuted }, '&:focus-visible': { outline: 'none', boxShadow: vars.shadows.focus } },
  },
  variants: { selected: { true: { borderColor: vars.colors.primary, backgroundColor: vars.colors.primarySoft }, false: {} } },
});

export const inboxItemHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.spacing.xs, fontWeight: vars.fontWeights.semibold });

export const inboxPreview = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const unreadBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.spacing.xxs}`,
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.danger,
  color: vars.colors.textOnPrimary,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.bold,
});

export const threadHead = style({ margin: 0, fontSize: vars.fontSizes.md, fontWeight: vars.fontWeights.semibold });

export const threadSub = style({ margin: 0, fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
