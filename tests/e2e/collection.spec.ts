import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { accessibleOnceSettled, signInAsAdmin, toast } from "./admin-ops-support";
import {
  addEssentialsBox,
  buildOrder,
  continueAsGuest,
  continueToPayment,
  details,
  fillCheckout,
  payOnTestPage,
  pickFirstDate,
  readCart,
} from "./checkout-support";
import { uniqueEmail } from "./support";

// Whole journeys (postcode check, builder, checkout, payment, back office): generous time.
test.describe.configure({ timeout: 180_000 });

// The demo collection point (seed).
const KITCHEN = "Saffron Dabba Kitchen";
const KITCHEN_ADDRESS = "12 Consort Road, Peckham, London, SE15 2PH";
const KITCHEN_HOURS = { Saturday: "11:00 - 14:00", Sunday: "11:00 - 13:00" } as const;

const dayOf = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() === 6 ? "Saturday" : "Sunday");

/** A full-page screenshot at 1280 and 375 px wide, attached to the test. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top, so the sticky header is drawn where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`${name}-${width}`, { path, contentType: "image/png" });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe("collection", () => {
  test("collection order from an unavailable postcode: no address, the point and its hours, no shipping; the confirmation and the back office say Collection", async ({
    page,
    browser,
  }, testInfo) => {
    await page.goto("/postcode-check");
    await page.getByLabel("Postcode").fill("N1 1AA");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "We don't deliver to your postcode currently." })).toBeVisible();
    await page.getByRole("link", { name: "Order for Pickup" }).click();
    // A visitor logs in or continues as a guest first; the choice survives that.
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Forder/);
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole("heading", { level: 1, name: "Build your order" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Collection", exact: true })).toBeChecked();

    // Build an order with the builder's own controls (no reload: the page keeps the choice).
    await pickFirstDate(page);
    await addEssentialsBox(page);
    const cart = (await readCart(page)) as { fulfilment: string; deliveryDate: string };
    expect(cart.fulfilment).toBe("collection");
    const day = dayOf(cart.deliveryDate);
    await page.getByRole("region", { name: "Order Summary" }).getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // Checkout: collection chosen, no address asked, the point with the hours of the date's day, free.
    await expect(page.getByRole("radio", { name: /^Collection/ })).toBeChecked();
    await expect(page.getByRole("group", { name: "Delivery Address" })).toBeHidden();
    await expect(page.getByLabel("Address", { exact: true })).toBeHidden();
    await expect(page.getByLabel("Postcode")).toBeHidden();
    const points = page.getByRole("group", { name: "Collection Point" });
    const kitchen = points.getByRole("radio", { name: new RegExp(`^${KITCHEN}`) });
    await expect(kitchen).toBeVisible();
    await kitchen.check();
    const option = points.locator("label").filter({ hasText: KITCHEN });
    await expect(option).toContainText(KITCHEN_ADDRESS);
    await expect(option.getByTestId("collection-hours")).toHaveText(`Collection hours: ${day} ${KITCHEN_HOURS[day]}`);
    await expect(page.getByTestId("checkout-shipping")).toHaveText("£0.00");
    const total = (await page.getByTestId("checkout-total").textContent())!.trim();
    await accessibleOnceSettled(page);
    await screenshots(page, testInfo, "checkout-collection");

    // Only name, email and phone are asked.
    const email = uniqueEmail("collect");
    await page.getByLabel("First Name").fill("Nadia");
    await page.getByLabel("Last Name").fill("Collector");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone").fill("020 7946 0999");
    await continueToPayment(page);
    await expect(page.getByTestId("test-payment-amount")).toHaveText(total);
    await expect(page.getByText(/^Collection$/)).toBeVisible();
    const orderNumber = await payOnTestPage(page);
    await expect(page.getByRole("heading", { name: "Collection Information" })).toBeVisible();
    const told = `${KITCHEN}, ${KITCHEN_ADDRESS} (${day} ${KITCHEN_HOURS[day]})`;
    await expect(page.getByTestId("fulfilment")).toHaveText(`Collection: ${told}`);
    await expect(page.getByText("Shipping Cost")).toHaveCount(0);

    // The back office: the orders list, the order page and the prep sheet say Collection.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto(`/admin/orders?q=${orderNumber}`);
    const row = admin.getByRole("row").filter({ hasText: orderNumber });
    await expect(row).toContainText("Collection");
    await expect(row).toContainText(KITCHEN);
    await row.getByRole("link", { name: orderNumber }).click();
    await expect(admin.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    const fulfilment = admin.getByRole("region", { name: "Fulfilment" });
    await expect(fulfilment.getByTestId("fulfilment")).toHaveText(`Collection from ${told}`);
    await expect(admin.getByText("Shipping (collection)")).toBeVisible();

    // Its status moves say what the customer's email says: ready to collect, then collected.
    const moves = admin.getByRole("region", { name: "Update status" });
    await expect(moves.getByRole("button", { name: "Mark ready to collect" })).toBeVisible();
    await expect(moves.getByRole("button", { name: "Mark collected" })).toBeVisible();
    await moves.getByRole("button", { name: "Mark ready to collect" }).click();
    await expect(toast(admin, "Order marked ready to collect")).toBeVisible();
    const history = admin.getByRole("region", { name: "Status history" });
    await expect(history.getByText("Paid → Ready to collect")).toBeVisible();
    await expect(moves.getByRole("button", { name: "Mark collected" })).toBeVisible();
    await expect(admin.getByRole("main")).not.toContainText(/out for delivery/i);
    await admin.goto(`/admin/orders?q=${orderNumber}`);
    await expect(admin.getByRole("row").filter({ hasText: orderNumber })).toContainText("Ready to collect");
    await admin.getByRole("link", { name: orderNumber }).click();
    await admin.getByRole("link", { name: "Prep sheet for this date" }).click();
    await expect(admin.getByRole("row").filter({ hasText: orderNumber })).toContainText(`Collection${told}`);
    const csv = await admin.request.get(`/admin/orders/prep-sheet.csv?date=${cart.deliveryDate}`);
    expect(await csv.text()).toContain(`${orderNumber},Nadia Collector,020 7946 0999,"Collection from ${told}"`);
    await adminContext.close();
  });

  test("a delivery outside the area is refused at checkout with the area message, and collection is offered", async ({
    page,
  }, testInfo) => {
    await continueAsGuest(page);
    await buildOrder(page, "Essentials");
    await expect(page.getByRole("radio", { name: /^Delivery/ })).toBeChecked();
    const deliveryTotal = (await page.getByTestId("checkout-total").textContent())!.trim();
    await fillCheckout(page, details(uniqueEmail("far"), { postcode: "N1 1AA" }));
    await page.getByRole("button", { name: "Continue to Payment" }).click();

    const refusal = page.getByRole("alert").filter({ hasText: "We don't deliver to your postcode currently." });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText("hope to reach N1 1AA soon");
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel("Postcode")).toHaveValue("N1 1AA");
    await accessibleOnceSettled(page);
    await screenshots(page, testInfo, "checkout-delivery-refused");

    // Collection instead: no address, no shipping, a lower total.
    await refusal.getByRole("button", { name: "Collect your order instead" }).click();
    await expect(page.getByRole("radio", { name: /^Collection/ })).toBeChecked();
    await expect(page.getByLabel("Address", { exact: true })).toBeHidden();
    await expect(page.getByRole("group", { name: "Collection Point" })).toContainText(KITCHEN);
    await expect(page.getByTestId("checkout-shipping")).toHaveText("£0.00");
    await expect(page.getByTestId("checkout-total")).not.toHaveText(deliveryTotal);
    expect(((await readCart(page)) as { fulfilment: string }).fulfilment).toBe("collection");

    // And back: what was typed is still there.
    await page.getByRole("radio", { name: /^Delivery/ }).check();
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("12 Rye Lane");
    await expect(page.getByTestId("checkout-total")).toHaveText(deliveryTotal);
  });

  test("the postcode checked is carried into the delivery address", async ({ page }, testInfo) => {
    await continueAsGuest(page);
    await page.goto("/postcode-check");
    await page.getByLabel("Postcode").fill("se15 4st");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("link", { name: "Continue to Order" }).click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole("radio", { name: "Delivery", exact: true })).toBeChecked();
    await pickFirstDate(page);
    await addEssentialsBox(page);
    await page.getByRole("region", { name: "Order Summary" }).getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId("checkout-total")).toBeVisible();
    await expect(page.getByLabel("Postcode")).toHaveValue("SE15 4ST");
    await expect(page.getByRole("group", { name: "Collection Point" })).toBeHidden();
    await screenshots(page, testInfo, "checkout-delivery");
  });
});
