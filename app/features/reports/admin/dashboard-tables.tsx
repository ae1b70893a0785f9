import type * as React from "react";
import { HeadedSection } from "~/components/admin/headed-section";
import { HorizontalScroll } from "~/components/horizontal-scroll";
import { formatPence } from "~/lib/money";
import type { SalesReport } from "../sales-report";
import { weekendWithYear } from "./weekend-labels";

const sectionClass = "rounded-xl border border-stone-200 bg-white p-4 sm:p-5";
const th = "px-3 py-2 font-semibold";
const num = "px-3 py-2 text-right tabular-nums";

/** A table of the dashboard in its box, under its heading (`id`, for the section's name). */
function ReportSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <HeadedSection id={id} title={title} className={sectionClass} headingClassName="mb-3 text-lg font-semibold">
      {children}
    </HeadedSection>
  );
}

/** A report table's head: the column of the rows' names (`first`), then the other columns. */
function ReportHead({ first, children }: { first: string; children: React.ReactNode }) {
  return (
    <thead className="text-muted border-b-2 border-stone-300 text-xs uppercase">
      <tr>
        <th scope="col" className={`${th} pl-0`}>
          {first}
        </th>
        {children}
      </tr>
    </thead>
  );
}

/** Every weekend's figures, newest first: the text alternative of the weekly charts. */
export function WeekendsTable({ report }: { report: SalesReport }) {
  const rows = [...report.weekends].reverse();
  return (
    <ReportSection id="weekends-heading" title="Weekend by weekend">
      {/* Wide on a phone: the table scrolls sideways inside its box, the page does not. */}
      <HorizontalScroll label="Weekend by weekend: table" className="-mx-4 sm:mx-0" scrollerClassName="px-4 sm:px-0">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <ReportHead first="Weekend">
            {["Revenue", "Orders", "Boxes", "New", "Returning", "Active subs"].map((label) => (
              <th key={label} scope="col" className={`${th} text-right`}>
                {label}
              </th>
            ))}
            <th scope="col" className={th}>
              Top dish
            </th>
          </ReportHead>
          <tbody>
            {rows.map((w) => (
              <tr key={w.saturday} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="py-2 pr-3 font-medium whitespace-nowrap">
                  {weekendWithYear(w.saturday)}
                </th>
                <td className={num}>{formatPence(w.revenuePence)}</td>
                <td className={num}>{w.orders}</td>
                <td className={num}>{w.boxes}</td>
                <td className={num}>{w.newCustomers}</td>
                <td className={num}>{w.returningCustomers}</td>
                <td className={num}>{w.activeSubscriptions}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {w.topDish ? `${w.topDish.name} (${w.topDish.portions})` : <span className="text-muted">None</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </HorizontalScroll>
    </ReportSection>
  );
}

/** The five most-ordered dishes of the range: the text alternative of the dishes chart. */
export function TopDishesTable({ report }: { report: SalesReport }) {
  return (
    <ReportSection id="top-dishes-heading" title="Top dishes">
      {report.topDishes.length === 0 ? (
        <p className="text-muted text-sm">No dishes ordered in these weekends.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <ReportHead first="Dish">
            <th scope="col" className={`${th} text-right`}>
              Portions
            </th>
          </ReportHead>
          <tbody>
            {report.topDishes.map((dish, i) => (
              <tr key={dish.name} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {i + 1}. {dish.name}
                </th>
                <td className={num}>{dish.portions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ReportSection>
  );
}
