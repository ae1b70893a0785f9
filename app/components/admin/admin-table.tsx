import type * as React from "react";
import { HorizontalScroll } from "~/components/horizontal-scroll";

/**
 * A table's head row: a header cell per column, each with `className`; the last one with
 * `lastClassName` where given (an actions column without the gap after it).
 */
export function ColumnHeads({
  columns,
  className,
  lastClassName = className,
}: {
  columns: readonly React.ReactNode[];
  className: string;
  lastClassName?: string;
}) {
  return (
    <tr>
      {columns.map((column, index) => (
        <th key={index} scope="col" className={index === columns.length - 1 ? lastClassName : className}>
          {column}
        </th>
      ))}
    </tr>
  );
}

/** The hidden name of an actions column. */
export const ACTIONS_COLUMN = <span className="sr-only">Actions</span>;

/** A back-office list as a table in a white box that scrolls sideways: `children` are its rows. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <HorizontalScroll className="overflow-hidden rounded-xl border border-stone-200 bg-white">
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-muted border-b border-stone-200 bg-stone-50 text-xs tracking-wide uppercase">
          <ColumnHeads columns={columns} className="px-4 py-3" />
        </thead>
        <tbody className="divide-y divide-stone-200">{children}</tbody>
      </table>
    </HorizontalScroll>
  );
}
