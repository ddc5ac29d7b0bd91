/**
 * The page and the style of the proposal PDF: A4 landscape geometry in points, the
 * colours, and `para`, the paragraph every drawer writes with.
 */
import { rgb, type RGB } from 'pdf-lib';
import type { FaceName, Para } from '../composer';

/** A4 landscape, in points. */
export const PAGE_SIZE: readonly [number, number] = [841.89, 595.28];
/** Left, right, top and bottom margin, in points. */
export const MARGIN = 36;
/** Width between the margins, in points. */
export const CONTENT_WIDTH = PAGE_SIZE[0] - 2 * MARGIN;
/** Height of the footer's rule above the page's bottom edge, in points. */
export const FOOTER_RULE_Y = MARGIN + 14;
/** The lowest the content may reach, just above the footer, in points. */
export const CONTENT_BOTTOM = FOOTER_RULE_Y + 8;
/** The box the broker's logo is fitted into (aspect kept), in points. */
export const LOGO_BOX = { width: 130, height: 52 } as const;
/** Width of the comparison table's label column, in points. */
export const LABEL_COLUMN = 128;
/** The widest a plan column may get when few plans are compared, in points. */
export const MAX_PLAN_COLUMN = 200;

const hex = (value: string): RGB => rgb(parseInt(value.slice(1, 3), 16) / 255, parseInt(value.slice(3, 5), 16) / 255, parseInt(value.slice(5, 7), 16) / 255);
/** The palette: teal for titles and heads, amber for warnings, greys for text, labels and rules. */
export const COLOR = {
  teal: hex('#0e7490'),
  tealDark: hex('#155e75'),
  tealLight: hex('#e3f1f5'),
  tealOnDark: hex('#cdeef5'),
  zebra: hex('#f4f7f9'),
  text: hex('#1f2937'),
  label: hex('#374151'),
  muted: hex('#6b7280'),
  border: hex('#d3dce2'),
  amber: hex('#b45309'),
  recommended: hex('#fde68a'),
  white: rgb(1, 1, 1),
} as const;

/** A paragraph of `text` in `face` at `size` points; `maxLines` cuts it with '…' beyond that many lines. */
export const para = (text: string, face: FaceName, size: number, color: RGB, maxLines?: number): Para => (maxLines === undefined ? { text, face, size, color } : { text, face, size, color, maxLines });
