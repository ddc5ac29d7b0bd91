/** Styles of the 'Enviar ao cliente' dialog. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.md });

export const plans = style({ margin: 0, paddingLeft: vars.spacing.md, fontSize: vars.fontSizes.sm, display: 'flex', flexDirection: 'column', gap: vars.spacing.xxs });

export const planTotal = style({ fontWeight: vars.fontWeights.bold, whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.sm, alignItems: 'center' });

export const muted = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });
