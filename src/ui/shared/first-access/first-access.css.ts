import { style } from '@vanilla-extract/css';
import { softIconTile } from '../../design-system/style-rules';
import { vars } from '../../design-system/theme.css';

export const actions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap-reverse', gap: vars.spacing.sm, marginTop: vars.spacing.lg });

export const tutorialBody = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.md, color: vars.colors.textMuted });

export const tutorialIcon = style({ ...softIconTile('56px', vars.radii.full), flexShrink: 0 });
