import { Download } from "lucide-react";
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { TabPage } from "~/components/admin/tab-heading";
import { buttonVariants } from "~/components/ui/button";
import { formatShortDate } from "~/lib/dates";
import { formatPence } from "~/lib/money";
// Not dashboard-schemas: the page needs the ranges, not zod.
import { WEEKEND_RANGES } from "../weekend-ranges";
import type { SalesReport } from "../sales-report";
import { TopDishesTable, WeekendsTable } from "./dashboard-tables";
import type { loadDashboardPage } from "./dashboard.server";

type PageData = Awaited<ReturnType<typeof loadDashboardPage>>;

// recharts loads on the client only, after hydration: the server renders a placeholder, and the
// figures are always in the tables below the charts.
const DashboardChart = lazy(() => import("./dashboard-charts"));
const noSubscribe = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

export function DashboardPage({
  weekends,
  report,
  bookkeeping,
}: PageData & {
  /** The accounts export (receipts sit above reports: the route hands it in). */
  bookkeeping?: ReactNode;
}) {
  const first = report.weekends[0].saturday;
  const last = report.weekends[report.weekends.length - 1].saturday;
  return (
    <TabPage
      title="Sales dashboard"
      description={`${weekends} delivery weekends, ${formatShortDate(first)} to ${formatShortDate(last)}. Paid orders only: unpaid, cancelled and refunded ones are not counted.`}
      className="flex max-w-7xl flex-col gap-6"
      actions={
        <a
          href={`/admin/dashboard.csv?weekends=${weekends}`}
          download
          className={buttonVariants({ variant: "secondary" })}
        >
          <Download className="size-4" aria-hidden /> Download CSV
        </a>
      }
    >
      <nav aria-label="Weekends shown" className="-mt-2 flex flex-wrap gap-2 text-sm">
        {WEEKEND_RANGES.map((n) => (
          <Link
            key={n}
            to={`?weekends=${n}`}
            aria-current={n === weekends ? "page" : undefined}
            className="aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 rounded-full border border-stone-300 bg-white px-3 py-1 font-medium hover:bg-stone-50"
          >
            {n} weekends
          </Link>
        ))}
      </nav>
      <SummaryCards report={report} />
      <section aria-labelledby="charts-heading" data-testid="dashboard-charts">
        <h2 id="charts-heading" className="sr-only">
          Charts
        </h2>
        <div className="grid gap-4 lg:grid-cols-2">
          <ChartFigure title="Revenue per weekend" report={report} chart="revenue" />
          <ChartFigure title="Orders and boxes" report={report} chart="orders" />
          <ChartFigure title="New and returning customers" report={report} chart="customers" />
          <ChartFigure title="Top dishes (portions)" report={report} chart="dishes" />
        </div>
      </section>
      <WeekendsTable report={report} />
      <TopDishesTable report={report} />
      {bookkeeping}
    </TabPage>
  );
}

function SummaryCards({ report }: { report: SalesReport }) {
  const cards = [
    { label: "Revenue", value: formatPence(report.totals.revenuePence) },
    { label: "Orders", value: String(report.totals.orders) },
    { label: "Boxes", value: String(report.totals.boxes) },
    { label: "New customers", value: String(report.totals.newCustomers) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Totals of these weekends">
      {cards.map((card) => (
        <div key={card.label} className="rounded-xl border border-stone-200 bg-white p-4">
          <dt className="text-muted text-sm font-medium">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Chart = "revenue" | "orders" | "customers" | "dishes";

function ChartFigure({ title, report, chart }: { title: string; report: SalesReport; chart: Chart }) {
  const hydrated = useHydrated();
  const placeholder = <div className="h-60 animate-pulse rounded-lg bg-stone-100" />;
  const table = chart === "dishes" ? "top-dishes-heading" : "weekends-heading";
  return (
    <figure className="rounded-xl border border-stone-200 bg-white p-4" aria-describedby={table}>
      <figcaption className="mb-2 text-sm font-semibold">
        {title} <span className="text-muted font-normal">(figures in the table below)</span>
      </figcaption>
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <DashboardChart report={report} chart={chart} />
        </Suspense>
      ) : (
        placeholder
      )}
    </figure>
  );
}
