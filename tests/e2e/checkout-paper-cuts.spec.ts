import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-support";
import {
  CART,
  checkoutCart,
  continueAsGuest,
  continueToPayment,
  type Details,
  details,
  essentials,
  fillCheckout,
  guestAtCheckout,
  orderableEssentials,
  payOnTestPage,
  quote,
} from "./checkout-support";
import { expectAccessible, uniqueEmail } from "./support";

const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;

const BILLING = { line1: "1 Bank Street", line2: "Flat 3", city: "Leeds", postcode: "LS1 4DY" };
const billingSame = (page: Page) => page.getByRole("checkbox", { name: "Billing address is the same as delivery" });

async function fillBilling(page: Page) {
  await billingSame(page).uncheck();
  await page.getByLabel("Billing Address Line 1").fill(BILLING.line1);
  await page.getByLabel("Billing Address Line 2 (optional)").fill(BILLING.line2);
  await page.getByLabel("Billing City").fill(BILLING.city);
  await page.getByLabel("Billing Postcode").fill(BILLING.postcode.toLowerCase());
}

/** Every field of checkout shows what the customer typed. */
async function expectDetailsAsTyped(page: Page, d: Details) {
  await expect(page.getByLabel("First Name")).toHaveValue(d.firstName);
  await expect(page.getByLabel("Last Name")).toHaveValue(d.lastName);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(d.email);
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(d.address);
  await expect(page.getByLabel("City", { exact: true })).toHaveValue(d.city);
  await expect(page.getByLabel("Postcode", { exact: true })).toHaveValue(d.postcode);
  await expect(page.getByLabel("Phone")).toHaveValue(d.phone);
  await expect(page.getByLabel("Delivery Instructions (optional)")).toHaveValue(d.instructions ?? "");
  await expect(billingSame(page)).not.toBeChecked();
  await expect(page.getByLabel("Billing Address Line 1")).toHaveValue(BILLING.line1);
  await expect(page.getByLabel("Billing Address Line 2 (optional)")).toHaveValue(BILLING.line2);
  await expect(page.getByLabel("Billing City")).toHaveValue(BILLING.city);
  await expect(page.getByLabel("Billing Postcode")).toHaveValue(BILLING.postcode.toLowerCase());
}

test.describe("checkout paper cuts", () => {
  test("billing fields show when unticked, are required, and go to the admin's order page", async ({
    page,
    browser,
  }) => {
    await guestAtCheckout(page);
    await expect(billingSame(page)).toBeChecked();
    await expect(page.getByLabel("Billing Address Line 1")).toHaveCount(0);

    const d = details(uniqueEmail("billing"));
    await fillCheckout(page, d);
    await billingSame(page).uncheck();
    await expect(page.getByRole("group", { name: "Billing Address" })).toBeVisible();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Missing Information")).toBeVisible();
    for (const field of ["Billing Address Line 1", "Billing City", "Billing Postcode"])
      await expect(page.getByText(`Please fill in the ${field} field.`).first()).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page);

    await fillBilling(page);
    await continueToPayment(page);
    const orderNumber = await payOnTestPage(page);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto(`/admin/orders?q=${orderNumber}`);
    await admin.getByRole("link", { name: orderNumber }).click();
    await expect(admin.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(admin.getByTestId("billing-address")).toHaveText(
      `${BILLING.line1}${BILLING.line2}${BILLING.city}${BILLING.postcode}`,
    );
    await adminContext.close();
  });

  test("cancelling on the payment page, or coming back from the provider, keeps every field as typed", async ({
    page,
  }) => {
    await guestAtCheckout(page);
    const d = details(uniqueEmail("cancel-keeps"), { instructions: "Ring twice" });
    await fillCheckout(page, d);
    await fillBilling(page);

    // The test provider's Cancel.
    await continueToPayment(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText("Payment cancelled")).toBeVisible();
    await expectDetailsAsTyped(page, d);

    // The way Stripe sends a customer back (its cancel_url), and the browser's Back button.
    await continueToPayment(page);
    await page.goto("/checkout?payment=cancelled&order=00000000-0000-4000-8000-000000000000");
    await expect(page.getByTestId("checkout-total")).toBeVisible();
    await expectDetailsAsTyped(page, d);
    await continueToPayment(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout/);
    await expectDetailsAsTyped(page, d);
  });

  test("a subscription's weekly amount is stated before paying", async ({ page }) => {
    await continueAsGuest(page);
    const { cuisine, date } = await orderableEssentials(page);
    const cart = {
      ...CART,
      deliveryDate: date,
      lines: [essentials(cuisine, { quantity: 2, isSubscription: true }), essentials(cuisine)],
    };
    const weekly = await quote(page, {
      ...cart,
      lines: cart.lines.filter((l) => l.isSubscription),
    });
    await checkoutCart(page, cart);
    await expect(page.getByText("Subscription items will be charged weekly")).toBeVisible();
    await expect(page.getByTestId("checkout-weekly")).toHaveText(`Then ${money(weekly.totalPence!)} every week`);
    await fillCheckout(page, details(uniqueEmail("weekly")));
    await continueToPayment(page);
    await expect(page.getByTestId("test-payment-weekly")).toHaveText(`Then ${money(weekly.totalPence!)} every week`);
    await expectAccessible(page);
  });
});
