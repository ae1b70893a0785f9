import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-support";
import { addEssentialsBox, fillNewOrderCustomer, payOnTestPage, pickFirstOpenDate } from "./checkout-support";
import { expectAccessible, mailsTo, uniqueEmail } from "./support";

test.describe.configure({ timeout: 120_000 });

test("a payment link opened in three tabs at once leads to one payment page; once paid it says so, with a way back to the shop", async ({
  page,
}) => {
  const email = uniqueEmail("link");
  await signInAsAdmin(page);
  await page.goto("/admin/orders/new");
  await pickFirstOpenDate(page);
  await addEssentialsBox(page);
  await fillNewOrderCustomer(page, "Link", email);
  await page.getByLabel("Send a payment link").check();
  await page.getByRole("button", { name: "Check price" }).click();
  await page.getByRole("button", { name: "Save order" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  const [mail] = await mailsTo(page.request, email);
  const link = /\/pay\/order\/[0-9a-f-]{36}\?token=[\w-]+/.exec(mail.text)![0];

  // The customer opens the email's link in three tabs at once: each shows the same payment page.
  const tabs = await Promise.all([1, 2, 3].map(() => page.context().newPage()));
  await Promise.all(tabs.map((tab) => tab.goto(link)));
  const pages = new Set(tabs.map((tab) => new URL(tab.url()).pathname));
  expect(pages.size).toBe(1);
  expect([...pages][0]).toMatch(/^\/pay\/test\/test_cs_/);
  const orderNumber = await payOnTestPage(tabs[0]);

  // Opened again, the link says the order is paid and starts no payment.
  const again = tabs[1];
  await again.goto(link);
  await expect(again.getByRole("heading", { level: 1, name: "This order is paid" })).toBeVisible();
  await expect(again.getByText(`order ${orderNumber} is paid and confirmed`)).toBeVisible();
  await expectAccessible(again);
  await again.setViewportSize({ width: 375, height: 800 });
  await again.screenshot({ path: test.info().outputPath("paid-link-375.png") });
  await again.getByRole("link", { name: "Back to the shop" }).click();
  await expect(again).toHaveURL(/\/$/);
});
