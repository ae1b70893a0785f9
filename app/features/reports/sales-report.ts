import { toCsv } from "~/lib/csv";
import { type IsoDate } from "~/lib/dates";

/** One delivery weekend's figures; paid orders only (paid, preparing, out for delivery, delivered). */
export interface WeekendSales {
  /** The weekend's Saturday (the key of a weekend, as weekendSaturday gives it). */
  saturday: IsoDate;
  revenuePence: number;
  orders: number;
  boxes: number;
  /** Customers (by email, case-insensitive) whose first paid order is for this weekend. */
  newCustomers: number;
  /** Customers with a paid order this weekend who had one for an earlier weekend. */
  returningCustomers: number;
  /** Subscriptions started by the weekend's Sunday and not cancelled before its Saturday. */
  activeSubscriptions: number;
  /** The most-ordered dish of the weekend (null without paid orders). */
  topDish: DishPortions | null;
}

export interface DishPortions {
  name: string;
  portions: number;
}

export interface SalesReport {
  /** Oldest first; every weekend of the range, with or without orders. */
  weekends: WeekendSales[];
  totals: { revenuePence: number; orders: number; boxes: number; newCustomers: number };
  /** The five most-ordered dishes over the range, most portions first. */
  topDishes: DishPortions[];
}

/** `1234` pence → `12.34`: the CSV's money column, in pounds for spreadsheets. */
const pounds = (pence: number) => (pence / 100).toFixed(2);

/** The dashboard as CSV (RFC 4180, formula-safe): one row per weekend, oldest first. */
export function salesReportCsv(report: SalesReport): string {
  return toCsv([
    [
      "Weekend",
      "Revenue (£)",
      "Orders",
      "Boxes",
      "New customers",
      "Returning customers",
      "Active subscriptions",
      "Top dish",
      "Top dish portions",
    ],
    ...report.weekends.map((w) => [
      w.saturday,
      pounds(w.revenuePence),
      w.orders,
      w.boxes,
      w.newCustomers,
      w.returningCustomers,
      w.activeSubscriptions,
      w.topDish?.name ?? "",
      w.topDish?.portions ?? "",
    ]),
  ]);
}
