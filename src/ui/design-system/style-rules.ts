/**
 * Shared style objects: the blocks that feature styles repeat (surfaces, bare lists,
 * eyebrows, tinted notices, tables, inputs ...). Spread them into a `style({...})`
 * of a `*.css.ts` file: `style({ ...raisedSurface, display: 'flex', padding: ... })`.
 * They are plain objects (no class of their own), so a screen's computed styles are
 * exactly what they were when each file spelt the block out. Every value reads the
 * theme contract (`vars.*`), never a raw colour.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './tokens';

/** A white surface: background, 1 px border, large radius. */
export const surface = {
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
} satisfies StyleRule;

/** `surface` plus the small shadow (cards, panels). */
export const raisedSurface = { ...surface, boxShadow: vars.shadows.sm } satisfies StyleRule;

/** A card's padding: medium on phones, large from the tablet width. */
export const cardPadding = { padding: vars.spacing.md, '@media': { [media.tablet]: { padding: vars.spacing.lg } } } satisfies StyleRule;

/** A column of children with a gap. */
export function column(gap: string) {
  return { display: 'flex', flexDirection: 'column', gap } satisfies StyleRule;
}

/** A link whose ::after covers its positioned card, so the whole card is the target (keyboard focus ring on the card). */
export const stretchedLinkSelectors = {
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radii.lg },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: '2px' },
} as const;

/** A sunken box: muted background, 1 px border, medium radius (summaries, panels inside cards). */
export const mutedBox = {
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surfaceMuted,
} satisfies StyleRule;

/** A list without bullets, margin or padding. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } satisfies StyleRule;

/** A one-column grid of cards with the medium gap. */
export const cardGrid = { display: 'grid', gap: vars.spacing.md, gridTemplateColumns: 'minmax(0, 1fr)' } satisfies StyleRule;

/** A fieldset reset: no border, padding or margin; may shrink in a grid. */
export const bareFieldset = { border: 0, padding: 0, margin: 0, minWidth: 0 } satisfies StyleRule;

/** A 1 px clipped box, out of sight but read by assistive technology; keeps the element's margin (captions, labels hidden on phones). */
export const clippedBox = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} satisfies StyleRule;

/** `clippedBox` with a -1 px margin (with `border: 0` / `padding: 0` where the element has them). */
export const clipped = { ...clippedBox, margin: '-1px' } satisfies StyleRule;

/** A custom radio dot that fills with the primary colour when `card` (the option's class) carries data-selected="true". */
export function radioMarkRule(card: string) {
  return {
    flexShrink: 0,
    width: '20px',
    height: '20px',
    borderRadius: vars.radii.full,
    border: `2px solid ${vars.colors.borderStrong}`,
    backgroundColor: vars.colors.surface,
    selectors: {
      [`${card}[data-selected="true"] &`]: { borderColor: vars.colors.primary, boxShadow: `inset 0 0 0 4px ${vars.colors.surface}`, backgroundColor: vars.colors.primary },
    },
  } satisfies StyleRule;
}

/** A small uppercase label over a title ('ASSINATURA', 'ACESSO BLOQUEADO'). */
export const eyebrowText = {
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.colors.primaryText,
} satisfies StyleRule;

/** A page title: xxl on phones, display from the tablet width. */
export const displayTitle = {
  fontSize: vars.fontSizes.xxl,
  '@media': { [media.tablet]: { fontSize: vars.fontSizes.display } },
} satisfies StyleRule;

/** Centres one child (an icon) in an inline box. */
export const centredContent = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' } satisfies StyleRule;

/** A square tile centring an icon on the soft primary background (cards, tutorials, features); `size` is its side. */
export function softIconTile(size: string, radius: string) {
  return {
    ...centredContent,
    width: size,
    height: size,
    borderRadius: radius,
    backgroundColor: vars.colors.primarySoft,
    color: vars.colors.primaryText,
  } satisfies StyleRule;
}

/** A row of content that wraps: icon + text, actions. */
export const wrapRow = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' } satisfies StyleRule;

/** The tones a tinted box can take. */
export type Tone = 'danger' | 'warning' | 'success';

const toneColors = {
  danger: { soft: vars.colors.dangerSoft, border: vars.colors.dangerBorder, text: vars.colors.danger },
  warning: { soft: vars.colors.warningSoft, border: vars.colors.warningBorder, text: vars.colors.warning },
  success: { soft: vars.colors.successSoft, border: vars.colors.successBorder, text: vars.colors.success },
} as const;

/** A tinted box of a tone: soft background, the tone's border and text colour. */
export function toneBox(tone: Tone) {
  const c = toneColors[tone];
  return { backgroundColor: c.soft, border: `1px solid ${c.border}`, color: c.text } satisfies StyleRule;
}

/** A notice line: an icon beside text, top-aligned, with a medium radius. */
export const noticeRow = { display: 'flex', alignItems: 'flex-start', borderRadius: vars.radii.md } satisfies StyleRule;

/** The text input box (TextField, the catalog's selects). */
export const inputBox = {
  width: '100%',
  minHeight: '44px',
  padding: `${vars.spacing.xs} ${vars.spacing.sm}`,
  fontSize: vars.fontSizes.md,
  color: vars.colors.text,
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.md,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
} satisfies StyleRule;

/** A table header cell (left-aligned, muted, one line). */
export const tableHead = {
  textAlign: 'left',
  padding: `${vars.spacing.xs} ${vars.spacing.sm}`,
  fontWeight: vars.fontWeights.semibold,
  color: vars.colors.textMuted,
  borderBottom: `1px solid ${vars.colors.border}`,
  whiteSpace: 'nowrap',
} satisfies StyleRule;

/** A table body cell. */
export const tableCell = {
  padding: `${vars.spacing.xs} ${vars.spacing.sm}`,
  borderBottom: `1px solid ${vars.colors.border}`,
  verticalAlign: 'top',
} satisfies StyleRule;

/** A table's horizontal scroller (positioned, so visually hidden captions stay inside), with a focus ring. */
export const tableScroller = {
  position: 'relative',
  width: '100%',
  overflowX: 'auto',
  WebkitOverflowScrolling: 'touch',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.colors.focus}`, outlineOffset: '2px' } },
} satisfies StyleRule;

/** The logo link back home: no underline, keeps the text colour on hover. */
export const logoLinkRule = {
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: vars.radii.md,
  textDecoration: 'none',
  color: 'inherit',
  selectors: { '&:hover': { color: 'inherit' } },
} satisfies StyleRule;
