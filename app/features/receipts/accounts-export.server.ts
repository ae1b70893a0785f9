import { data } from "react-router";
import { z } from "zod";
import { csvDownload } from "~/lib/csv";
import { addDays, isIsoDate, todayInLondon } from "~/lib/dates";
import { accountsCsv } from "./accounts-csv";
import { documentsIssuedBetween } from "./documents.server";

const londonDate = z
  .string({ error: "Give the period's first and last day (YYYY-MM-DD)" })
  .refine(isIsoDate, "Give the period's first and last day as dates (YYYY-MM-DD)");

/** The period: two London calendar days, in order, at most a year apart. */
export const AccountsPeriodSchema = z
  .object({ from: londonDate, to: londonDate })
  .refine(
    (p) => !isIsoDate(p.from) || !isIsoDate(p.to) || p.from <= p.to,
    "The period's last day comes before its first",
  )
  .refine(
    (p) => !isIsoDate(p.from) || !isIsoDate(p.to) || p.to < addDays(p.from, 366),
    "Export at most a year at a time",
  );

/** GET /admin/dashboard/accounts.csv?from=…&to=…: the period for bookkeeping (Xero's sales invoice CSV). */
export async function accountsCsvResponse(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const parsed = AccountsPeriodSchema.safeParse({
    from: url.searchParams.get("from") ?? undefined,
    to: url.searchParams.get("to") ?? undefined,
  });
  if (!parsed.success) throw data(parsed.error.issues[0].message, { status: 400 });
  const { from, to } = parsed.data;
  return csvDownload(accountsCsv(await documentsIssuedBetween(from, to)), `accounts-${from}-to-${to}.csv`);
}

/** The export form's first period: this month so far, in London. */
export function defaultAccountsPeriod(now = new Date()) {
  const to = todayInLondon(now);
  return { from: `${to.slice(0, 8)}01`, to };
}
