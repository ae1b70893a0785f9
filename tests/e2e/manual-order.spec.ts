import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-ops-support";
import {
  addEssentialsBox,
  addToOrder,
  fillNewOrderCustomer,
  pickFirstDate,
  pickFirstOpenDate,
} from "./checkout-support";
import { expectAccessible, mailsTo, uniqueEmail } from "./support";

test.describe.configure({ timeout: 120_000 });

test("the admin enters a cash order for a new customer and sees it paid in Orders and on the prep sheet", async ({
  page,
}) => {
  const lastName = `Phone${Date.now().toString(36).slice(-5)}`;
  const email = uniqueEmail("phone");
  await signInAsAdmin(page);
  await page.goto("/admin/orders");
  await page.getByRole("link", { name: "New order" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/new$/);
  await expect(page.getByRole("heading", { name: "New order" })).toBeVisible();

  // The shop's builder: a date, then an Essentials box.
  await pickFirstDate(page);
  await addEssentialsBox(page);
  await expect(page.getByText(/added to your order/)).toBeVisible();

  await fillNewOrderCustomer(page, lastName, email);
  await page.getByLabel("Allergies or dietary needs").fill("No peanuts");
  await page.getByLabel("Paid by cash").check();

  // The price comes from the server before saving.
  await page.getByRole("button", { name: "Check price" }).click();
  await expect(page.getByTestId("server-total")).toHaveText(/£\d+\.\d\d/);
  // The toast's library loads with the first toast: wait for it, so the check sees it settled, not fading in.
  await expect(page.getByText("Priced by the server")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Save order" }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Phone order · Cash")).toBeVisible();
  await expect(page.getByText("Entered by admin@dabba.local", { exact: true })).toBeVisible();
  const orderUrl = page.url();
  const orderNumber = (await page.getByRole("heading", { level: 1 }).textContent())?.match(/TIF-\w+/)?.[0];
  expect(orderNumber).toBeTruthy();

  await page.goto(`/admin/orders?q=${lastName}`);
  const row = page.getByRole("row").filter({ hasText: lastName });
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("Phone order · Cash");

  // The prep sheet of the order's date lists it.
  await page.goto(orderUrl);
  await page.getByRole("link", { name: "Prep sheet for this date" }).click();
  await expect(page.getByText(orderNumber!).first()).toBeVisible();

  const [mail] = await mailsTo(page.request, email);
  expect(mail.subject).toContain(orderNumber!);
});

test("two phone orders in a row: the second starts empty, and its payment link is for its own total", async ({
  page,
}) => {
  const summary = page.getByRole("region", { name: "Order Summary" });

  /** One phone order paid through a link: the builder's boxes, the customer, Check price, Save. */
  async function phoneOrder(email: string, boxes: number) {
    await page.goto("/admin/orders/new");
    await expect(page.getByRole("heading", { name: "New order" })).toBeVisible();
    // Every customer's order starts empty: nothing carried over from the one before.
    await expect(summary.getByText("Your order is empty.", { exact: false })).toBeVisible();
    await pickFirstOpenDate(page);
    await page.getByRole("tab", { name: "Essentials", exact: true }).click();
    for (let i = 0; i < boxes; i++) await addToOrder(page);
    await expect(summary.getByRole("listitem").filter({ hasText: /^Essentials \(/ })).toHaveCount(1);
    await fillNewOrderCustomer(page, "Phone", email);
    await page.getByLabel("Send a payment link").check();
    await page.getByRole("button", { name: "Check price" }).click();
    const total = (await page.getByTestId("server-total").textContent())!.trim();
    await page.getByRole("button", { name: "Save order" }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    const [mail] = await mailsTo(page.request, email);
    return { total, mail };
  }

  await signInAsAdmin(page);
  const first = await phoneOrder(uniqueEmail("phone-first"), 2);
  expect(first.mail.text).toContain("2 × Essentials");

  const second = await phoneOrder(uniqueEmail("phone-second"), 1);
  // The second customer's link is for their one box: not the first customer's two on top.
  expect(second.mail.text).toContain("1 × Essentials");
  expect(second.mail.text).not.toContain("2 × Essentials");
  expect(second.mail.text).not.toContain("3 × Essentials");
  expect(second.mail.text).toContain(second.total);
  expect(second.total).not.toBe(first.total);
});
