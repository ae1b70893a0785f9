import { todayInLondon } from "~/lib/dates";
import { dashboardParams } from "../dashboard-schemas";
import { salesReportCsv } from "../sales-report";
import { getSalesReport } from "../sales-report.server";

/** GET /admin/dashboard?weekends=12: the sales figures of the chosen range. */
export async function loadDashboardPage(request: Request, today = todayInLondon()) {
  const { weekends } = dashboardParams(new URL(request.url));
  return { weekends, report: await getSalesReport(weekends, today) };
}

/** GET /admin/dashboard.csv?weekends=12: one row per weekend, as a download. */
export async function dashboardCsvResponse(request: Request, today = todayInLondon()) {
  const { weekends } = dashboardParams(new URL(request.url));
  const report = await getSalesReport(weekends, today);
  const last = report.weekends[report.weekends.length - 1].saturday;
  return new Response(salesReportCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="sales-${weekends}-weekends-to-${last}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
