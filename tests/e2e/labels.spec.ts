import { expect, test } from "@playwright/test";
import { accessibleOnceSettled, signInAsAdmin } from "./admin-ops-support";
import { details, paidGuestOrder } from "./checkout-support";
import { uniqueEmail } from "./support";

// A whole journey (an order, then the back-office): generous time on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("the packing labels of a date with a paid order: on the printable page, and as a PDF download", async ({
  browser,
}) => {
  const orderNumber = await paidGuestOrder(
    browser,
    details(uniqueEmail("labels"), { firstName: "Lena", lastName: "Labelle" }),
  );

  const adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  await signInAsAdmin(page);
  await page.goto(`/admin/orders?q=${orderNumber}`);
  await page.getByRole("link", { name: orderNumber }).click();
  const prepSheet = await page.getByRole("link", { name: "Prep sheet for this date" }).getAttribute("href");
  const date = new URL(prepSheet!, page.url()).searchParams.get("date")!;

  await page.goto(`/admin/orders/labels?date=${date}&layout=14`);
  await expect(page.getByRole("heading", { level: 1, name: /^Packing labels: / })).toBeVisible();
  await expect(page.getByLabel("Label sheet")).toHaveValue("14");
  const label = page.getByRole("article", { name: /^Lena Labelle, Box 1 of 1$/ });
  await expect(label).toContainText(orderNumber);
  await expect(label).toContainText("Essentials");
  await expect(label).toContainText("Keep refrigerated below 5°C");
  await expect(label).toContainText(/(Delivery|Collection) \w+day \d+ \w+ \d{4}/);
  await accessibleOnceSettled(page);

  // The label stays within its 99.1 × 38.1 mm, whatever its text.
  const box = (await label.boundingBox())!;
  expect(Math.round(box.width)).toBe(Math.round((99.1 / 25.4) * 96));
  expect(await label.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);

  const pdfLink = page.getByRole("link", { name: "Download PDF" });
  await expect(pdfLink).toHaveAttribute("href", `/admin/orders/labels.pdf?date=${date}&layout=14`);
  const pdf = await page.request.get(`/admin/orders/labels.pdf?date=${date}&layout=14`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toBe(`attachment; filename="packing-labels-${date}-14.pdf"`);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // A date without orders says so; the PDF needs a date.
  await page.goto("/admin/orders/labels?date=2031-01-04");
  await expect(page.getByText("No boxes to label: no paid orders for this date.")).toBeVisible();
  expect((await page.request.get("/admin/orders/labels.pdf?date=soon")).status()).toBe(400);
  await adminContext.close();

  // Only admins: a visitor's request for the PDF gets no labels.
  const visitor = await browser.newContext();
  const anonymous = await visitor.request.get(`/admin/orders/labels.pdf?date=${date}`, { maxRedirects: 0 });
  expect(anonymous.headers()["content-type"] ?? "").not.toContain("application/pdf");
  await visitor.close();
});
