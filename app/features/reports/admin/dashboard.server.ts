import { nextOrderableSaturday } from "~/features/delivery/public";
import { getBusinessSettings } from "~/features/settings/public.server";
import { csvDownload } from "~/lib/csv";
import { type IsoDate } from "~/lib/dates";
import { dashboardParams } from "../dashboard-schemas";
import { salesReportCsv } from "../sales-report";
import { getSalesReport } from "../sales-report.server";

/**
 * The last weekend the dashboard shows: the current one, or once its cutoff has passed the one on
 * sale, whose orders are already coming in.
 */
async function lastWeekend(now: Date): Promise<IsoDate> {
  return nextOrderableSaturday(await getBusinessSettings(), now);
}

async function reportFor(request: Request, now: Date) {
  const { weekends } = dashboardParams(new URL(request.url));
  return { weekends, report: await getSalesReport(weekends, await lastWeekend(now)) };
}

/** GET /admin/dashboard?weekends=12: the sales figures of the chosen range. */
export async function loadDashboardPage(request: Request, now = new Date()) {
  return reportFor(request, now);
}

/** GET /admin/dashboard.csv?weekends=12: one row per weekend, as a download. */
export async function dashboardCsvResponse(request: Request, now = new Date()) {
  const { weekends, report } = await reportFor(request, now);
  const last = report.weekends[report.weekends.length - 1].saturday;
  return csvDownload(salesReportCsv(report), `sales-${weekends}-weekends-to-${last}.csv`);
}
