import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { signInAsAdmin } from "./admin-support";
import { details, paidGuestOrder } from "./checkout-support";
import { expectAccessible, uniqueEmail } from "./support";

test.describe.configure({ timeout: 180_000 });

test("the owner downloads a paid order's receipt from its page, and the period's accounts CSV from the Dashboard", async ({
  browser,
}, testInfo) => {
  const orderNumber = await paidGuestOrder(browser, details(uniqueEmail("receipt"), { lastName: "Receiptson" }));
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto(`/admin/orders?q=${orderNumber}`);
  await page.getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();

  const receipts = page.getByRole("region", { name: "Receipts" });
  const link = receipts.getByRole("link", { name: /Download receipt R-\d{6} \(PDF\)/ });
  await expect(link).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("order-receipts.png"), fullPage: true });
  const number = (await link.textContent())!.match(/R-\d{6}/)![0];
  const [pdf] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(pdf.suggestedFilename()).toBe(`receipt-${number}.pdf`);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe("%PDF-");

  await page.goto("/admin/dashboard");
  const form = page.getByRole("region", { name: "Export for bookkeeping (Xero CSV)" });
  await expect(form.getByLabel("From")).toBeVisible();
  await expectAccessible(page);
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("dashboard-export.png"), fullPage: true });
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    form.getByRole("button", { name: "Download accounts CSV" }).click(),
  ]);
  const text = await readFile((await csv.path())!, "utf8");
  expect(text).toContain("*ContactName,EmailAddress");
  expect(text).toContain(number);

  // Settings: a registered business needs its VAT number.
  await page.goto("/admin/settings");
  await page.getByLabel("VAT registered").check();
  await page.getByLabel("VAT number").fill("");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(
    page.getByText("Please enter the VAT number: receipts of a VAT-registered business show it"),
  ).toBeVisible();
  await page.getByLabel("VAT number").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("settings-vat.png") });
  await context.close();
});
