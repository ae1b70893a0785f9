import { expect, test } from "@playwright/test";
import { buildOrder, details, payAtCheckout } from "./checkout-support";
import { expectAccessible, mailsTo, signUpVerified } from "./support";

test.describe("a customer's own order", () => {
  test("opens it from My account, changes the address, then cancels it and is refunded, with the emails", async ({
    page,
    request,
    browser,
  }) => {
    // Sign-up, order, payment, two changes and their emails: a long journey.
    test.slow();
    const { email } = await signUpVerified(page, request, { first: "Mira", last: "Shah" });
    const { totalText } = await buildOrder(page, "Essentials");
    const orderNumber = await payAtCheckout(page, details(email, { firstName: "Mira", lastName: "Shah" }));

    await page.goto("/my-account");
    await page.getByRole("link", { name: `View order ${orderNumber}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    const orderUrl = page.url();
    await expect(page.getByTestId("order-status")).toHaveText("Paid");
    await expect(page.getByTestId("order-total")).toHaveText(totalText);
    await expect(page.getByTestId("change-deadline")).toHaveText(
      /^You can cancel or change this order until \w+day \d{1,2} \w+ at \d\d:\d\d\./,
    );
    await expectAccessible(page);

    // Nobody else sees it: not a visitor, not another customer.
    const stranger = await browser.newContext();
    expect((await stranger.request.get(orderUrl)).status()).toBe(404);
    const otherPage = await stranger.newPage();
    await signUpVerified(otherPage, stranger.request);
    expect((await otherPage.goto(orderUrl))?.status()).toBe(404);
    await stranger.close();

    // A postcode outside the delivery area is refused on the field; one inside it is taken.
    const addressForm = page.locator("form#change-address");
    await page.getByLabel("Address", { exact: true }).fill("4 Brockley Rise");
    await page.getByLabel("Postcode").fill("N1 9GU");
    await page.getByRole("button", { name: "Change address" }).click();
    await expect(addressForm.getByText("We don't deliver to your postcode currently.")).toBeVisible();
    await page.getByLabel("Postcode").fill("se4 1aa");
    await page.getByRole("button", { name: "Change address" }).click();
    await expect(page.getByText("Order changed", { exact: true })).toBeVisible();
    await expect(page.getByTestId("order-fulfilment")).toHaveText("Delivery to 4 Brockley Rise, London, SE4 1AA");
    const changed = (await mailsTo(request, email)).find(
      (m) => m.subject === `Your order ${orderNumber} has been changed`,
    );
    expect(changed?.text).toContain("Delivery address: 4 Brockley Rise, London, SE4 1AA");

    // Cancelling asks first; keeping the order changes nothing.
    await page.getByRole("button", { name: "Cancel order" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Cancel order ${orderNumber}?` });
    await expect(dialog).toContainText(`${totalText} refunded in full`);
    await dialog.getByRole("button", { name: "Keep order" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Paid");
    await page.getByRole("button", { name: "Cancel order" }).click();
    await page.getByRole("button", { name: "Yes, cancel and refund" }).click();
    await expect(page.getByText("Order cancelled", { exact: true })).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("Refunded");
    await expect(page.getByTestId("change-closed")).toHaveText("This order has been cancelled and refunded.");
    await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);

    const subjects = (await mailsTo(request, email, 5)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Your order ${orderNumber} has been cancelled`,
        `Refund for order ${orderNumber}`,
        `Your order ${orderNumber} has been changed`,
      ]),
    );
    await page.goto("/my-account");
    await expect(page.getByTestId("order-history-item").filter({ hasText: orderNumber })).toContainText("Refunded");
  });
});
