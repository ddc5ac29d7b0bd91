/**
 * A small page composer over pdf-lib: a y cursor that goes down the page, wrapped
 * paragraphs and tables that flow onto new pages (each new page gets the running
 * header; table header rows and the current group row are repeated), and nothing drawn
 * below the footer area. All text passes through `printableText` (./text.ts) for the
 * face it is drawn with, so a missing glyph never reaches pdf-lib.
 *
 * Units are PDF points (1/72 in); pdf-lib's origin is the bottom-left corner, the
 * cursor `y` is the top of the next thing to draw.
 */
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { clampLines, coversText, printableText, wrapText } from './text';

/** Line box height as a multiple of the font size. */
const LINE_HEIGHT = 1.24;
/** Baseline below the top of the line box, as a multiple of the font size (DejaVu ascender ≈ 0.93). */
const BASELINE = 0.95;
/** Most lines a paragraph may take unless told otherwise (guards against absurd input). */
const DEFAULT_MAX_LINES = 30;

export type FaceName = 'regular' | 'bold';
export type Align = 'left' | 'center' | 'right';

/**
 * An embedded font with its character set and a cache of word widths at size 1.
 * `exact`: a text the font cannot print throws {@link TextNeedsEmbeddedFontError} instead of
 * printing '□' (the standard WinAnsi fonts: the renderer then starts over with DejaVu).
 */
export interface Face {
  readonly font: PDFFont;
  readonly coverage: ReadonlySet<number>;
  readonly widths: Map<string, number>;
  readonly exact?: boolean;
}

/** A face over `font`; `options.exact` as in {@link Face}. */
export function createFace(font: PDFFont, options: { exact?: boolean } = {}): Face {
  return { font, coverage: new Set(font.getCharacterSet()), widths: new Map(), exact: options.exact ?? false };
}

/** Thrown by an `exact` face given a text outside its character set (e.g. '中文' in WinAnsi). */
export class TextNeedsEmbeddedFontError extends Error {
  constructor(readonly text: string) {
    super('Texto fora do WinAnsi: a proposta usa a fonte embutida / text outside WinAnsi: the embedded font is needed');
    this.name = 'TextNeedsEmbeddedFontError';
  }
}

/** `text` made printable in `face` (./text.ts); an exact face refuses what it cannot print. */
function printableIn(face: Face, text: string): string {
  if (face.exact && !coversText(text, face.coverage)) throw new TextNeedsEmbeddedFontError(text);
  return printableText(text, face.coverage);
}

/** Width of `text` in `face` at `size` (texts are measured once at size 1, then scaled). */
export function textWidth(face: Face, text: string, size: number): number {
  let width = face.widths.get(text);
  if (width === undefined) {
    width = face.font.widthOfTextAtSize(text, 1);
    face.widths.set(text, width);
  }
  return width * size;
}

/** A paragraph: one text in one style, wrapped to the width it is given. */
export interface Para {
  readonly text: string;
  readonly face: FaceName;
  readonly size: number;
  readonly color: RGB;
  readonly maxLines?: number;
}

/** A paragraph wrapped to a width. */
export interface LaidPara {
  readonly para: Para;
  readonly lines: readonly string[];
  readonly height: number;
}

export interface CellSpec {
  readonly paras: readonly Para[];
  readonly align?: Align;
  readonly fill?: RGB;
}

export interface RowSpec {
  readonly cells: readonly CellSpec[];
  /** Background of the whole row (else zebra for body rows). */
  readonly fill?: RGB;
  /** One cell across the whole table (a group or section row). */
  readonly span?: boolean;
  /** Never the last row of a page (a group row with its first member). */
  readonly keepWithNext?: boolean;
  /** Drawn instead of this group row when its group continues on a new page. */
  readonly continued?: RowSpec;
  /** A stronger line above the row (totals). */
  readonly ruleAbove?: RGB;
}

export interface TableSpec {
  readonly x: number;
  readonly widths: readonly number[];
  /** Repeated at the top of every page the table reaches. */
  readonly header?: RowSpec;
  readonly rows: readonly RowSpec[];
  readonly zebra?: RGB;
  readonly border: RGB;
  /** Thin lines between columns. */
  readonly columnRules?: boolean;
  readonly padX?: number;
  readonly padY?: number;
}

export interface Frame {
  readonly pageSize: readonly [number, number];
  /** Lowest y content may reach (above the footer). */
  readonly bottom: number;
  /** Draws the running header on a new page; returns the y where content starts. */
  readonly drawHeader: (page: PDFPage) => number;
}

interface LaidRow {
  readonly spec: RowSpec;
  readonly cells: readonly (readonly LaidPara[])[];
  readonly height: number;
}

export class Composer {
  readonly pages: PDFPage[] = [];
  private current: PDFPage | null = null;
  y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    readonly faces: Readonly<Record<FaceName, Face>>,
    private readonly frame: Frame,
  ) {}

  get page(): PDFPage {
    return this.current ?? this.newPage();
  }

  /** Starts a page: running header drawn, cursor under it. */
  newPage(): PDFPage {
    const page = this.pdf.addPage([this.frame.pageSize[0], this.frame.pageSize[1]]);
    this.pages.push(page);
    this.current = page;
    this.y = this.frame.drawHeader(page);
    return page;
  }

  /** Room left on the current page. */
  room(): number {
    return this.y - this.frame.bottom;
  }

  /** Moves to a new page unless `height` fits under the cursor. True when a page was started. */
  ensure(height: number): boolean {
    if (this.current !== null && height <= this.room()) return false;
    this.newPage();
    return true;
  }

  gap(height: number): void {
    this.y -= height;
  }

  /** Printable text in a face (./text.ts). */
  printable(text: string, face: FaceName): string {
    return printableIn(this.faces[face], text);
  }

  width(text: string, face: FaceName, size: number): number {
    return textWidth(this.faces[face], text, size);
  }

  /** Wraps a paragraph to `width`. */
  layout(para: Para, width: number): LaidPara {
    const face = this.faces[para.face];
    const measure = (text: string) => textWidth(face, text, para.size);
    const text = printableIn(face, para.text);
    const lines = clampLines(wrapText(text, width, measure), para.maxLines ?? DEFAULT_MAX_LINES, width, measure);
    return { para, lines, height: lines.length * para.size * LINE_HEIGHT };
  }

  /** Draws a wrapped paragraph with its first line box at `top`; returns the height used. */
  drawLaid(page: PDFPage, laid: LaidPara, x: number, top: number, width: number, align: Align = 'left'): number {
    const { para } = laid;
    const face = this.faces[para.face];
    laid.lines.forEach((line, index) => {
      const lineWidth = textWidth(face, line, para.size);
      const dx = align === 'left' ? 0 : align === 'right' ? width - lineWidth : (width - lineWidth) / 2;
      page.drawText(line, {
        x: x + Math.max(0, dx),
        y: top - index * para.size * LINE_HEIGHT - para.size * BASELINE,
        size: para.size,
        font: face.font,
        color: para.color,
      });
    });
    return laid.height;
  }

  /** A paragraph at the cursor, flowing to a new page when it does not fit. */
  paragraph(para: Para, x: number, width: number, align: Align = 'left'): void {
    const laid = this.layout(para, width);
    this.ensure(laid.height);
    this.y -= this.drawLaid(this.page, laid, x, this.y, width, align);
  }

  /** A bulleted paragraph: '•' at `x`, the text indented after it (hanging indent). */
  bullet(para: Para, x: number, width: number, indent = 9): void {
    const laid = this.layout(para, width - indent);
    this.ensure(laid.height);
    this.drawLaid(this.page, this.layout({ ...para, text: '•' }, indent), x, this.y, indent);
    this.y -= this.drawLaid(this.page, laid, x + indent, this.y, width - indent);
  }

  line(x1: number, x2: number, y: number, thickness: number, color: RGB, page: PDFPage = this.page): void {
    page.drawLine({ start: { x: x1, y }, end: { x: x2, y }, thickness, color });
  }

  /** Height of a table's header row and first `rows` rows: what must fit under a heading that introduces it. */
  tableStartHeight(table: TableSpec, rows = 2): number {
    const specs = [...(table.header ? [table.header] : []), ...table.rows.slice(0, rows)];
    return specs.reduce((sum, spec) => sum + this.layoutRow(spec, table).height, 0);
  }

  private readonly laidRows = new WeakMap<RowSpec, { table: TableSpec; row: LaidRow }>();

  private layoutRow(spec: RowSpec, table: TableSpec): LaidRow {
    const cached = this.laidRows.get(spec);
    if (cached?.table === table) return cached.row;
    const row = this.layoutRowUncached(spec, table);
    this.laidRows.set(spec, { table, row });
    return row;
  }

  private layoutRowUncached(spec: RowSpec, table: TableSpec): LaidRow {
    const padX = table.padX ?? 4;
    const padY = table.padY ?? 3;
    const total = table.widths.reduce((sum, width) => sum + width, 0);
    const cells = spec.cells.map((cell, index) => {
      const width = (spec.span ? total : (table.widths[index] ?? 0)) - 2 * padX;
      return cell.paras.filter((para) => para.text.trim() !== '').map((para) => this.layout(para, Math.max(width, 1)));
    });
    const height = Math.max(...cells.map((paras) => paras.reduce((sum, laid) => sum + laid.height, 0)), 0) + 2 * padY;
    return { spec, cells, height };
  }

  private drawRow(row: LaidRow, table: TableSpec, zebra: boolean): void {
    const page = this.page;
    const padX = table.padX ?? 4;
    const padY = table.padY ?? 3;
    const total = table.widths.reduce((sum, width) => sum + width, 0);
    const top = this.y;
    const fill = row.spec.fill ?? (zebra ? table.zebra : undefined);
    if (fill) page.drawRectangle({ x: table.x, y: top - row.height, width: total, height: row.height, color: fill });
    let x = table.x;
    row.spec.cells.forEach((cell, index) => {
      const width = row.spec.span ? total : (table.widths[index] ?? 0);
      if (cell.fill) page.drawRectangle({ x, y: top - row.height, width, height: row.height, color: cell.fill });
      let y = top - padY;
      for (const laid of row.cells[index] ?? []) y -= this.drawLaid(page, laid, x + padX, y, width - 2 * padX, cell.align);
      x += width;
    });
    if (table.columnRules && !row.spec.span) {
      let ruleX = table.x;
      for (const width of table.widths.slice(0, -1)) {
        ruleX += width;
        page.drawLine({ start: { x: ruleX, y: top }, end: { x: ruleX, y: top - row.height }, thickness: 0.4, color: table.border });
      }
    }
    if (row.spec.ruleAbove) this.line(table.x, table.x + total, top, 1, row.spec.ruleAbove, page);
    this.line(table.x, table.x + total, top - row.height, 0.4, table.border, page);
    this.y = top - row.height;
  }

  /**
   * Draws a table at the cursor. Rows never split: a row that does not fit (with the
   * next one when `keepWithNext`) goes to a new page, under the repeated header row and
   * the current group row (its `continued` form).
   */
  table(table: TableSpec): void {
    const header = table.header ? this.layoutRow(table.header, table) : null;
    const rows = table.rows.map((spec) => this.layoutRow(spec, table));
    let group: LaidRow | null = null;
    let zebra = 0;
    const startPage = (): void => {
      this.newPage();
      if (header) this.drawRow(header, table, false);
      if (group?.spec.continued) this.drawRow(this.layoutRow(group.spec.continued, table), table, false);
    };
    // Height of row `index` and of the rows it must stay with (a chain of keepWithNext).
    const chainHeight = (index: number): number => {
      let height = 0;
      for (let i = index; i < rows.length; i += 1) {
        const row = rows[i];
        if (!row) break;
        height += row.height;
        if (!row.spec.keepWithNext) break;
      }
      return height;
    };
    if (this.current === null || (header?.height ?? 0) + chainHeight(0) > this.room()) this.newPage();
    if (header) this.drawRow(header, table, false);
    rows.forEach((row, index) => {
      if (chainHeight(index) > this.room()) {
        if (row.spec.span) group = null;
        startPage();
      }
      if (row.spec.span) {
        group = row;
        zebra = 0;
      }
      this.drawRow(row, table, !row.spec.span && !row.spec.fill && zebra++ % 2 === 1);
    });
  }
}
