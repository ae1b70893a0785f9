import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipValueType,
} from "recharts";
import type { ReactNode } from "react";
import { formatPence } from "~/lib/money";
import type { SalesReport } from "../sales-report";
import { weekendTick } from "./weekend-labels";

/**
 * The dashboard's charts. This module (and recharts with it) is loaded lazily, on the client only,
 * by dashboard-page.tsx: no public page's bundle includes it (decision 010). Each chart's figures
 * are also in the tables below the charts. Bars are drawn at once, not animated: a figure that
 * grows in is harder to read and to capture.
 */
const COLOURS = { revenue: "#d97706", orders: "#92400e", boxes: "#f59e0b", returning: "#78716c", dish: "#b45309" };
const HEIGHT = 240;
const axis = { fontSize: 12, fill: "#57534e" };
// Series in the order drawn (not alphabetical), their names in the page's text colour.
const legend = (
  <Legend
    itemSorter={null}
    wrapperStyle={{ fontSize: 12 }}
    formatter={(value) => <span style={{ color: "#44403c" }}>{value}</span>}
  />
);

type Props = { report: SalesReport; chart: "revenue" | "orders" | "customers" | "dishes" };

export default function DashboardChart({ report, chart }: Props) {
  // Revenue in pounds, so the axis gets round ticks (£0, £10, £20...).
  const data = report.weekends.map((w) => ({ ...w, label: weekendTick(w.saturday), revenue: w.revenuePence / 100 }));
  // About six labels whatever the range (every weekend of 4, every other of 12, every 5th of 26),
  // counted back from the last weekend so that the current one is always labelled.
  const step = Math.ceil(data.length / 6);
  const ticks = data.filter((_, i) => (data.length - 1 - i) % step === 0).map((d) => d.label);
  const xAxis = <XAxis dataKey="label" tick={axis} tickLine={false} ticks={ticks} interval={0} />;
  const grid = <CartesianGrid vertical={false} stroke="#e7e5e4" />;
  const count = (value: TooltipValueType | undefined) => String(value ?? 0);

  // A chart of the weekends: the grid and the weekend axis, then its own axis, tooltip and bars.
  const weekendChart = (children: ReactNode) => (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        {grid}
        {xAxis}
        {children}
      </BarChart>
    </ResponsiveContainer>
  );
  // Counts (orders, boxes, customers): whole numbers, a legend above the bars.
  const counts = (
    <>
      <YAxis tick={axis} tickLine={false} axisLine={false} width={32} allowDecimals={false} />
      <Tooltip formatter={count} />
      {legend}
    </>
  );

  if (chart === "revenue")
    return weekendChart(
      <>
        <YAxis tick={axis} tickLine={false} axisLine={false} width={56} tickFormatter={(pounds) => `£${pounds}`} />
        <Tooltip formatter={(value) => formatPence(Math.round(Number(value ?? 0) * 100))} />
        <Bar isAnimationActive={false} dataKey="revenue" name="Revenue" fill={COLOURS.revenue} radius={[3, 3, 0, 0]} />
      </>,
    );
  if (chart === "orders")
    return weekendChart(
      <>
        {counts}
        <Bar isAnimationActive={false} dataKey="orders" name="Orders" fill={COLOURS.orders} radius={[3, 3, 0, 0]} />
        <Bar isAnimationActive={false} dataKey="boxes" name="Boxes" fill={COLOURS.boxes} radius={[3, 3, 0, 0]} />
      </>,
    );
  if (chart === "customers")
    return weekendChart(
      <>
        {counts}
        <Bar isAnimationActive={false} dataKey="newCustomers" name="New" stackId="customers" fill={COLOURS.revenue} />
        <Bar
          isAnimationActive={false}
          dataKey="returningCustomers"
          name="Returning"
          stackId="customers"
          fill={COLOURS.returning}
          radius={[3, 3, 0, 0]}
        />
      </>,
    );
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={report.topDishes} layout="vertical" margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid horizontal={false} stroke="#e7e5e4" />
        <XAxis type="number" tick={axis} tickLine={false} allowDecimals={false} />
        <YAxis type="category" dataKey="name" tick={axis} tickLine={false} width={120} />
        <Tooltip formatter={count} />
        <Bar isAnimationActive={false} dataKey="portions" name="Portions" fill={COLOURS.dish} radius={[0, 3, 3, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
