import { strToU8, zipSync } from "fflate";
import { toCsv } from "~/lib/csv";
import type { PersonalData } from "./personal-data.server";

type Cell = string | number | null | undefined;
type Row = Record<string, unknown>;

/** One value as a CSV cell: a time in ISO form, a yes/no, a list or object as JSON. */
function cell(value: unknown): Cell {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number" || typeof value === "string") return value;
  return JSON.stringify(value);
}

/** Records as a CSV table: a header of every field that occurs, then one line per record. */
function recordsCsv(rows: Row[]): string {
  if (!rows.length) return "";
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return toCsv([columns, ...rows.map((row) => columns.map((column) => cell(row[column])))]);
}

/**
 * The download's sections as CSV files, one per section (decision 038): an order's lines are a
 * file of their own (one line per row, with its order's number and its dishes), so every file is a
 * flat table a spreadsheet opens.
 */
export function csvFiles(data: PersonalData): Record<string, string> {
  const { orders, consents } = data;
  const sections: Record<string, Row[]> = {
    account: data.account ? [data.account] : [],
    profile: data.profile ? [data.profile] : [],
    sessions: data.sessions,
    orders: orders.map(({ lines: _lines, ...order }) => order),
    "order-lines": orders.flatMap((order) =>
      order.lines.map(({ dishes, ...line }) => ({
        orderNumber: order.orderNumber,
        ...line,
        dishes: dishes.map((dish) => `${dish.name} x${dish.quantity}`).join("; "),
      })),
    ),
    subscriptions: data.subscriptions,
    messages: data.messages,
    consents: [{ email: data.email, ...consents }],
    "consent-history": data.consentHistory,
    "push-devices": data.pushDevices,
    "contact-messages": data.contactMessages,
    waitlist: data.waitlist,
    deliveries: data.deliveries,
    credit: data.credit,
    "referral-code": data.referralCode ? [data.referralCode] : [],
    referrals: data.referrals,
    "gift-cards": data.giftCards,
    "gift-cards-redeemed": data.giftCardsRedeemed,
  };
  return Object.fromEntries(Object.entries(sections).map(([name, rows]) => [`${name}.csv`, recordsCsv(rows)]));
}

const filename = (data: PersonalData, extension: string) => `your-data-${data.generatedAt.slice(0, 10)}.${extension}`;

const download = (body: BodyInit, type: string, name: string) =>
  new Response(body, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });

/** Everything held about the person as one JSON document. */
export function jsonDownload(data: PersonalData): Response {
  return download(JSON.stringify(data, null, 2), "application/json; charset=utf-8", filename(data, "json"));
}

/** Everything held about the person as a zip of CSV files (UTF-8 with a byte order mark, for Excel). */
export function csvZipDownload(data: PersonalData): Response {
  const files = Object.fromEntries(
    Object.entries(csvFiles(data)).map(([name, csv]) => [name, strToU8(`\uFEFF${csv}`)]),
  );
  return download(zipSync(files), "application/zip", filename(data, "zip"));
}
