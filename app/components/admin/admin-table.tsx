import type * as React from "react";
import { Link } from "react-router";
import { HorizontalScroll } from "~/components/horizontal-scroll";
import { cn } from "~/lib/utils";
import { EmptyState } from "./empty-state";
import { Pagination } from "./pagination";

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

/**
 * A filtered list's page of results: `empty` in a dashed box when there are no `rows`, else a
 * table (`tableClassName`, named `caption`, headed by `head`) in a white box that scrolls
 * sideways, a row a result drawn by `children`; then the links to the other pages (`pages`).
 */
export function ResultsTable<T extends { id: string }>({
  rows,
  empty,
  caption,
  tableClassName,
  head,
  pages,
  children,
}: {
  rows: readonly T[];
  pages: React.ComponentProps<typeof Pagination>;
  empty: React.ReactNode;
  caption: string;
  tableClassName: string;
  head: React.ReactNode;
  children: (row: T) => React.ReactNode;
}) {
  return (
    <>
      {rows.length === 0 ? (
        <EmptyState className="mt-4">{empty}</EmptyState>
      ) : (
        <HorizontalScroll className="mt-4 overflow-hidden rounded-xl border border-stone-200 bg-white">
          <table className={tableClassName}>
            <caption className="sr-only">{caption}</caption>
            <thead className="text-muted border-b border-stone-200 text-xs uppercase">{head}</thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row) => (
                <tr key={row.id} className="hover:bg-stone-50">
                  {children(row)}
                </tr>
              ))}
            </tbody>
          </table>
        </HorizontalScroll>
      )}
      <Pagination {...pages} />
    </>
  );
}

/** A row's link to its page, in the brand colour and underlined on hover (`className`: its weight, …). */
export function RowLink({ to, className, children }: { to: string; className: string; children: React.ReactNode }) {
  return (
    <Link to={to} className={cn("text-brand-700 underline-offset-2 hover:underline", className)}>
      {children}
    </Link>
  );
}
