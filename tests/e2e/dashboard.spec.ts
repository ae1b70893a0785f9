import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { salesReportCsv } from "../../app/features/reports/sales-report";
import { expectNoPageOverflow, signInAsAdmin } from "./admin-support";
import { details, paidGuestOrder } from "./checkout-support";
import { expectAccessible, uniqueEmail } from "./support";

test.describe.configure({ timeout: 180_000 });

/** The CSV's rows as cells (no quoted cells in these columns' figures), after its byte order mark. */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));

/** The CSV's header as the app writes it: the only row of an empty report's CSV. */
const [CSV_HEADER] = csvRows(
  salesReportCsv({
    weekends: [],
    totals: { revenuePence: 0, orders: 0, boxes: 0, newCustomers: 0 },
    topDishes: [],
  }),
);

test("the owner opens the sales dashboard: totals, charts, the tables behind them, and the CSV", async ({
  browser,
}, testInfo) => {
  // A paid order for the weekend on sale, so the dashboard has something to count.
  await paidGuestOrder(browser, details(uniqueEmail("dashboard"), { lastName: "Dashwood" }));

  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sales dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "12 weekends" })).toHaveAttribute("aria-current", "page");

  // The charts are drawn in the browser (recharts, loaded on demand).
  const charts = page.getByTestId("dashboard-charts");
  await expect(charts.getByRole("figure")).toHaveCount(4);
  await expect(charts.locator("svg.recharts-surface").first()).toBeVisible();
  await expect(charts.locator(".recharts-bar-rectangle path").first()).toBeVisible();
  await expect(page.getByRole("table").first().getByRole("row")).toHaveCount(13);

  // The CSV says what the page says: one row per weekend, its sums the totals on the cards. Other
  // tests place orders meanwhile, so the page and the CSV are read again until one pair agrees.
  await expect(async () => {
    await page.reload();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sales-12-weekends-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = csvRows(await readFile((await download.path())!, "utf8"));
    expect(header.slice(0, 7)).toEqual(CSV_HEADER.slice(0, 7));
    expect(rows).toHaveLength(12);
    const sum = (column: number) => rows.reduce((total, row) => total + Number(row[column]), 0);
    expect(sum(2)).toBeGreaterThanOrEqual(1);
    const totals = page.getByRole("definition");
    expect(await totals.nth(0).textContent()).toBe(`£${sum(1).toFixed(2)}`);
    expect(await totals.nth(1).textContent()).toBe(String(sum(2)));
    expect(await totals.nth(2).textContent()).toBe(String(sum(3)));
    expect(await totals.nth(3).textContent()).toBe(String(sum(4)));
  }).toPass({ timeout: 60_000 });
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("dashboard-1280.png"), fullPage: true });

  // Another range by its link; on a phone nothing scrolls the page sideways.
  await page.getByRole("link", { name: "4 weekends" }).click();
  await expect(page).toHaveURL(/\?weekends=4$/);
  await expect(page.getByRole("table").first().getByRole("row")).toHaveCount(5);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(charts.locator("svg.recharts-surface").first()).toBeVisible();
  await expectNoPageOverflow(page);
  await page.screenshot({ path: testInfo.outputPath("dashboard-375.png"), fullPage: true });
  await context.close();
});
