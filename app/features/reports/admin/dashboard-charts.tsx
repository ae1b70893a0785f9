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
import { formatPence, formatPenceShort } from "~/lib/money";
import type { SalesReport } from "../sales-report";
import { weekendTick } from "./weekend-labels";

/**
 * The dashboard's charts. This module (and recharts with it) is loaded lazily, on the client only,
 * by dashboard-page.tsx: no public page's bundle includes it (decision 010). Each chart's figures
 * are also in the tables below the charts.
 */
const COLOURS = { revenue: "#d97706", orders: "#92400e", boxes: "#fdba8c", returning: "#78716c", dish: "#b45309" };
const HEIGHT = 240;
const axis = { fontSize: 12, fill: "#57534e" };

type Props = { report: SalesReport; chart: "revenue" | "orders" | "customers" | "dishes" };

export default function DashboardChart({ report, chart }: Props) {
  const data = report.weekends.map((w) => ({ ...w, label: weekendTick(w.saturday) }));
  const xAxis = <XAxis dataKey="label" tick={axis} tickLine={false} minTickGap={8} />;
  const grid = <CartesianGrid vertical={false} stroke="#e7e5e4" />;
  const count = (value: TooltipValueType | undefined) => String(value ?? 0);

  if (chart === "revenue")
    return (
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          {grid}
          {xAxis}
          <YAxis tick={axis} tickLine={false} axisLine={false} width={56} tickFormatter={(p) => formatPenceShort(p)} />
          <Tooltip formatter={(value) => formatPence(Number(value ?? 0))} />
          <Bar dataKey="revenuePence" name="Revenue" fill={COLOURS.revenue} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    );
  if (chart === "orders")
    return (
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          {grid}
          {xAxis}
          <YAxis tick={axis} tickLine={false} axisLine={false} width={32} allowDecimals={false} />
          <Tooltip formatter={count} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="orders" name="Orders" fill={COLOURS.orders} radius={[3, 3, 0, 0]} />
          <Bar dataKey="boxes" name="Boxes" fill={COLOURS.boxes} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    );
  if (chart === "customers")
    return (
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          {grid}
          {xAxis}
          <YAxis tick={axis} tickLine={false} axisLine={false} width={32} allowDecimals={false} />
          <Tooltip formatter={count} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="newCustomers" name="New" stackId="customers" fill={COLOURS.revenue} />
          <Bar
            dataKey="returningCustomers"
            name="Returning"
            stackId="customers"
            fill={COLOURS.returning}
            radius={[3, 3, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    );
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={report.topDishes} layout="vertical" margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid horizontal={false} stroke="#e7e5e4" />
        <XAxis type="number" tick={axis} tickLine={false} allowDecimals={false} />
        <YAxis type="category" dataKey="name" tick={axis} tickLine={false} width={120} />
        <Tooltip formatter={count} />
        <Bar dataKey="portions" name="Portions" fill={COLOURS.dish} radius={[0, 3, 3, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
