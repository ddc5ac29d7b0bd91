/** The pager's row: previous, the page, next — centred, wrapping on a phone. */
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const pager = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.sm, alignItems: 'center', justifyContent: 'center', marginTop: vars.spacing.md });
export const where = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });
