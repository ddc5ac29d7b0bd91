/** Shared styles of the account forms (registration, password recovery, profile, team). */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme.css';
import { media } from '../../design-system/tokens';

export const formTitle = style({ fontSize: vars.fontSizes.xxl, lineHeight: vars.lineHeights.tight });
export const formSubtitle = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm, marginTop: vars.spacing.xs, lineHeight: vars.lineHeights.normal });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.spacing.md,
  '@media': { [media.phoneUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const formLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.spacing.xs,
  fontSize: vars.fontSizes.sm,
});

// Each link a tap target of its own on a phone (WCAG 2.2 2.5.8: at least 24 × 24 px); 'Criar conta'
// was 20 px tall.
globalStyle(`${formLinks} a`, { display: 'inline-flex', alignItems: 'center', minHeight: '44px', minWidth: '24px' });

export const centeredCard = style({ width: '100%', maxWidth: '480px', margin: '0 auto' });

export const mailbox = style({
  marginTop: vars.spacing.lg,
  padding: vars.spacing.md,
  borderRadius: vars.radii.md,
  border: `1px dashed ${vars.colors.borderStrong}`,
  backgroundColor: vars.colors.surfaceMuted,
});
export const mailboxTitle = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.xs, fontSize: vars.fontSizes.md, marginBottom: vars.spacing.sm });
export const mailboxEmpty = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
export const mailboxList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.spacing.sm });
export const mailboxItem = style({ padding: vars.spacing.sm, borderRadius: vars.radii.sm, backgroundColor: vars.colors.surface, border: `1px solid ${vars.colors.border}`, fontSize: vars.fontSizes.sm });
export const mailboxSubject = style({ fontWeight: vars.fontWeights.semibold });
export const mailboxMeta = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.xs });
export const mailboxText = style({ margin: `${vars.spacing.xxs} 0` });
