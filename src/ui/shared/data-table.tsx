/**
 * The one table markup of the screens (admin lists, payment history and report, requote,
 * proposal preview, plan prices): an optional scroll box, `<table>`, a header row of
 * `<th scope="col">` and a row per item, each cell given by its column. A column may name
 * the row (`<th scope="row">`) or hold figures (right-aligned, one line). The look stays
 * each screen's own: it passes the class names of its `*.css.ts` (`TableLook`).
 */
import type { HTMLAttributes, Key, ReactNode } from 'react';

/** The class names a table is drawn with (a screen's `*.css.ts` exports one). */
export interface TableLook {
  /** The scroll box around the table; without it the table stands alone. */
  scroll?: string;
  table: string;
  th: string;
  td: string;
  /** Figures: right-aligned, on one line (header and cells of a `numeric` column). */
  num?: string;
  /** The cell naming its row (`rowHeader` columns); `td` when not given. */
  rowHeader?: string;
  /** A visually hidden caption. */
  caption?: string;
}

/** One column: its header and how a row fills its cell. */
export interface DataColumn<Row> {
  /** Header cell content ('' for a column of buttons). */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures on one line. */
  numeric?: boolean;
  /** The cell names the row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Extra class of the body cells (e.g. `nowrap`). */
  cellClassName?: string;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  look: TableLook;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** Extra class of the scroll box (spacing). */
  className?: string;
  /** Extra class of the `<table>` (a minimum width...). */
  tableClassName?: string;
  /**
   * Accessible name of the scroll box: it becomes a focusable region (scrolled with the keyboard).
   * Without it the caption names the box, so a table that scrolls sideways on a phone can still be
   * reached with the keyboard (axe `scrollable-region-focusable`, WCAG 2.1.1).
   */
  region?: string;
  /** A visually hidden caption (needs `look.caption`). */
  caption?: string;
  /** Attributes of a row's `<tr>` (aria-selected...). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
  /** One full-width row shown when there are no rows. */
  empty?: ReactNode;
  /** Rows after the items (a total): a `<tfoot>`. */
  footer?: ReactNode;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** The table (module note). */
export function DataTable<Row>({ look, columns, rows, rowKey, className, tableClassName, region, caption, rowProps, empty, footer }: DataTableProps<Row>) {
  const table = (
    <table className={classes(look.table, tableClassName)}>
      {caption ? <caption className={look.caption}>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={classes(look.th, column.numeric && look.num)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty !== undefined ? (
          <tr>
            <td colSpan={columns.length} className={look.td}>
              {empty}
            </td>
          </tr>
        ) : null}
        {rows.map((row, rowIndex) => (
          <tr key={rowKey(row, rowIndex)} {...rowProps?.(row)}>
            {columns.map((column, index) => {
              const className = classes(column.rowHeader ? (look.rowHeader ?? look.td) : look.td, column.numeric && look.num, column.cellClassName);
              return column.rowHeader ? (
                <th key={index} scope="row" className={className}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={index} className={className}>
                  {column.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  );
  if (!look.scroll) return table;
  const regionName = region ?? caption;
  return regionName ? (
    <div className={classes(look.scroll, className)} tabIndex={0} role="region" aria-label={regionName}>
      {table}
    </div>
  ) : (
    <div className={classes(look.scroll, className)}>{table}</div>
  );
}
