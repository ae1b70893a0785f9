import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  buildOrder,
  CART,
  checkoutCart,
  continueAsGuest,
  continueToPayment,
  details,
  essentials,
  fillCheckout,
  guestAtCheckout,
  orderableEssentials,
  payAtCheckout,
  payOnTestPage,
  quote,
  readCart,
  upcomingWeekendDays,
  writeCart,
} from "./checkout-support";
import { expectAccessible, linkIn, mailsTo, signIn, signUpVerified, uniqueEmail } from "./support";

const money = (pence: number) => `£${(pence / 100).toFixed(2)}`;

test.describe("checkout and payment", () => {
  test("checkout is for customers and guests: others start at the postcode check", async ({ page }) => {
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/postcode-check$/);
    await page.goto("/order-confirmation");
    await expect(page).toHaveURL(/\/postcode-check$|\/order$/);
  });

  test("every checkout field is validated on the server with the spec's messages", async ({ page }) => {
    const { date } = await guestAtCheckout(page);
    await expect(page.getByText("Guest Checkout: Your email is required for order confirmation.")).toBeVisible();
    await expect(page.getByLabel("Region")).toHaveValue("London");
    await expect(page.getByLabel("Region")).toHaveAttribute("readonly", "");
    await expect(page.getByRole("checkbox", { name: "Billing address is the same as delivery" })).toBeChecked();
    await page.getByLabel("City").fill("");

    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Missing Information")).toBeVisible();
    for (const field of ["First Name", "Last Name", "Email", "Address", "City", "Postcode", "Phone"]) {
      await expect(page.getByText(`Please fill in the ${field} field.`).first()).toBeVisible();
    }
    // Checked once the toast has gone (axe misreads its contrast while it fades in).
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(page);

    await fillCheckout(page, details("not-an-email", { postcode: "NOT A CODE", phone: "call me" }));
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Invalid Email")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.").first()).toBeVisible();
    await expect(page.getByText("Please enter a valid UK postcode, for example SE15 1AA.")).toBeVisible();
    await expect(page.getByText("Please enter a valid phone number.")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);

    // No items: an empty cart cannot be paid for.
    await writeCart(page, { ...CART, deliveryDate: date, lines: [] });
    await openCheckoutEmpty(page);
    await fillCheckout(page, details(uniqueEmail("empty")));
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("No Items")).toBeVisible();
    await expect(page.getByText("Please add items to your order before proceeding.").first()).toBeVisible();
  });

  test("after a refused submit, each field's message updates as it is corrected, without asking the server", async ({
    page,
  }) => {
    await guestAtCheckout(page);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Please fill in the First Name field.").first()).toBeVisible();
    // The refusal's toast comes and goes before the corrections start.
    await expect(page.getByText("Missing Information")).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.getByLabel("First Name").fill("Asha");
    await expect(page.getByText("Please fill in the First Name field.")).toHaveCount(0);
    await page.getByLabel("Email", { exact: true }).fill("asha@");
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill("asha@example.com");
    await expect(page.getByText("Please enter a valid email address.")).toHaveCount(0);
    // The fields not yet touched keep their messages; nothing was sent and no toast appeared.
    await expect(page.getByText("Please fill in the Last Name field.")).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test("a delivery date past its cutoff is refused", async ({ page }) => {
    await continueAsGuest(page);
    const { cuisine } = await orderableEssentials(page);
    // The nearest weekend day whose cutoff has passed (or, early in the week, last Sunday).
    const candidates = upcomingWeekendDays(2);
    let late: string | null = null;
    for (const date of candidates) {
      const q = await quote(page, { ...CART, deliveryDate: date, lines: [essentials(cuisine)] });
      if (q.dateProblem) late = date;
      if (late) break;
    }
    if (!late) {
      const d = new Date();
      d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 7) % 7 || 7));
      late = d.toISOString().slice(0, 10);
    }
    await writeCart(page, { ...CART, deliveryDate: late, lines: [essentials(cuisine)] });
    await openCheckoutEmpty(page);
    await expect(page.getByRole("alert").filter({ hasText: /closed on|has passed/ })).toBeVisible();
    await fillCheckout(page, details(uniqueEmail("late")));
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText("Delivery Date Unavailable")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("a tampered cart is charged at the server's price; unknown dishes are refused", async ({ page, request }) => {
    await continueAsGuest(page);
    const { cuisine, date } = await orderableEssentials(page);
    const honest = await quote(page, { ...CART, deliveryDate: date, lines: [essentials(cuisine, { quantity: 2 })] });
    await checkoutCart(page, {
      ...CART,
      deliveryDate: date,
      total: 1,
      totalPence: 1,
      lines: [essentials(cuisine, { quantity: 2, price: 0.01, unitPricePence: 1, lineTotalPence: 2 })],
    });
    await expect(page.getByTestId("checkout-total")).toHaveText(money(honest.totalPence!));
    const email = uniqueEmail("tamper");
    await fillCheckout(page, details(email));
    await continueToPayment(page);
    await expect(page.getByTestId("test-payment-amount")).toContainText(money(honest.totalPence!));
    await payOnTestPage(page);
    await expect(page.getByTestId("paid-amount")).toHaveText(money(honest.totalPence!));
    const [mail] = await mailsTo(request, email);
    expect(mail.text).toContain(`Total paid: ${money(honest.totalPence!)}`);

    // A dish id that is not on the menu: the order is refused with a clear message.
    await writeCart(page, {
      ...CART,
      deliveryDate: date,
      lines: [
        {
          id: "c1",
          type: "custom",
          isSubscription: false,
          items: [{ dishId: "00000000-0000-4000-8000-000000000000", quantity: 4 }],
        },
      ],
    });
    await openCheckoutEmpty(page);
    await fillCheckout(page, details(uniqueEmail("tamper2")));
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByText(/are not on the menu for the weekend of/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("cancelling on the payment page returns to checkout with the order kept in the basket", async ({ page }) => {
    const { cart } = await guestAtCheckout(page);
    await fillCheckout(page, details(uniqueEmail("cancel")));
    await continueToPayment(page);
    await expectAccessible(page);
    const payUrl = page.url();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText("Payment cancelled")).toBeVisible();
    expect(await readCart(page)).toEqual(cart);
    // The cancelled payment cannot be completed afterwards.
    await page.goto(payUrl);
    await expect(page.getByText("This payment was cancelled or has expired.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  });

  test("a confirmation link with an unknown session shows the failure state", async ({ page }) => {
    await continueAsGuest(page);
    await page.goto("/order-confirmation?session_id=test_cs_doesnotexist000");
    await expect(page.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
    await expect(page.getByText("There was an issue processing your payment. Please try again.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Order" })).toHaveAttribute("href", "/order");
    await expectAccessible(page);
    await page.goto("/order-confirmation");
    await expect(page).toHaveURL(/\/order$/);
  });
});

test.describe("guest journey", () => {
  test("postcode, build, date, checkout, test payment, confirmation, email, account by the emailed link, order in history", async ({
    page,
    request,
  }) => {
    await page.goto("/postcode-check");
    await page.getByLabel("Postcode").fill("SE15 1AA");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByRole("link", { name: "Continue to Order" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Forder/);
    await page.getByRole("button", { name: "Continue as Guest" }).click();
    // The guest is taken on to the order builder the postcode check was leading to.
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole("banner").getByRole("button", { name: "Guest", exact: true })).toBeVisible();

    const { totalText } = await buildOrder(page, "Essentials");
    await expect(page.getByTestId("checkout-total")).toHaveText(totalText);
    await expectAccessible(page);
    const email = uniqueEmail("guest");
    await fillCheckout(page, details(email, { instructions: "Ring twice" }));
    await continueToPayment(page);
    await expect(page.getByTestId("test-payment-amount")).toContainText(totalText);
    await expectAccessible(page);
    const orderNumber = await payOnTestPage(page);
    expect(orderNumber).toMatch(/^TIF-[A-Z0-9]{8}$/);
    await expect(page.getByText("One-time Payment")).toBeVisible();
    await expect(page.getByText("Paid", { exact: true })).toBeVisible();
    await expect(page.getByTestId("paid-amount")).toHaveText(totalText);
    await expect(page.getByRole("heading", { name: "What's Next?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
    expect(await readCart(page)).toBeNull();
    await expectAccessible(page);

    const [confirmation] = await mailsTo(request, email);
    expect(confirmation.subject).toBe(`Order confirmed: ${orderNumber}`);
    expect(confirmation.text).toContain("Delivery to 12 Rye Lane, London, SE15 4ST");
    expect(confirmation.text).toContain("1 × Essentials");
    expect(confirmation.text).toContain(`Total paid: ${totalText}`);
    expect(confirmation.text).toMatch(/Delivery date: (Saturday|Sunday) \d+ \w+ \d{4}/);

    await expect(page.getByRole("heading", { name: "Like your experience?" })).toBeVisible();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account Created Successfully!")).toBeVisible();
    await expect(page.getByText("Check your email for verification instructions.")).toBeVisible();

    const mails = await mailsTo(request, email, 2);
    const setPassword = mails.find((m) => m.kind === "password-reset")!;
    await page.goto(linkIn(setPassword, "reset-password"));
    await page.getByLabel("New password", { exact: true }).fill("my-own-password-7");
    await page.getByLabel("Repeat the new password").fill("my-own-password-7");
    await page.getByRole("button", { name: /password/i }).click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, email, "my-own-password-7");
    await page.getByRole("banner").getByRole("link", { name: "My account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
    await expect(page.getByTestId("order-history-item").filter({ hasText: orderNumber })).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("Asha");
  });

  test("a guest who opens My account is sent to log in", async ({ page }) => {
    await continueAsGuest(page);
    await page.goto("/my-account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("signed-in customer", () => {
  for (const tab of ["Essentials", "Essentials Plus", "Custom/Catering"] as const) {
    test(`orders on the ${tab} tab and finds the paid order in the history`, async ({ page, request }) => {
      const { email } = await signUpVerified(page, request, { first: "Nila", last: "Bose" });
      const { totalText } = await buildOrder(page, tab);
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
      await expect(page.getByLabel("First Name")).toHaveValue("Nila");
      const orderNumber = await payAtCheckout(page, details(email, { firstName: "Nila", lastName: "Bose" }));
      await expect(page.getByTestId("paid-amount")).toHaveText(totalText);
      const item = await expectConfirmedInHistory(page, request, email, orderNumber);
      await expect(item).toContainText(totalText);
      await expect(item).toContainText(tab === "Custom/Catering" ? "Custom Order" : `1 × ${tab} (`);
    });
  }

  test("pays for a weekly subscription, sees it in history, updates the profile and cancels the subscription", async ({
    page,
    request,
  }) => {
    // The longest journey (sign-up, order, payment, profile, cancellation): 25 s alone, 45 s beside
    // another worker, too close to the default limit.
    test.slow();
    const { email } = await signUpVerified(page, request, { first: "Ravi", last: "Kumar" });
    await page.goto("/my-account");
    await expect(page.getByText("No orders found")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Phone").fill("07700 900123");
    await page.getByLabel("Address", { exact: true }).fill("3 Peckham Road");
    await page.getByRole("button", { name: "Update Profile" }).click();
    await expect(page.getByText("Profile updated successfully")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");

    await buildOrder(page, "Essentials", { subscription: true });
    await expect(page.getByText("Subscription items will be charged weekly")).toBeVisible();
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Phone")).toHaveValue("07700 900123");
    await expect(page.getByText("Guest Checkout")).toHaveCount(0);
    await page.getByLabel("Postcode").fill("SE15 4ST");
    await continueToPayment(page);
    const orderNumber = await payOnTestPage(page);
    await expect(page.getByRole("heading", { level: 1, name: "Subscription Activated!" })).toBeVisible();
    await expect(page.getByText("First Delivery Date:")).toBeVisible();
    await expect(page.getByText("Weekly Subscription", { exact: true })).toBeVisible();
    const item = await expectConfirmedInHistory(page, request, email, orderNumber);
    await expect(item).toContainText("1 × Essentials");
    await page.getByRole("link", { name: `Manage subscription from ${orderNumber}` }).click();
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByText("Subscription cancelled")).toBeVisible();
    await expect(page.getByRole("link", { name: `Manage subscription from ${orderNumber}` })).toHaveText("View");

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/my-account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account/);
  });
});

/**
 * A signed-in customer's paid order: no invitation to sign up, the confirmation mailed, and a line
 * of My Account's history that says Paid (returned for more checks).
 */
async function expectConfirmedInHistory(page: Page, request: APIRequestContext, email: string, orderNumber: string) {
  await expect(page.getByText("Like your experience?")).toHaveCount(0);
  const [mail] = await mailsTo(request, email);
  expect(mail.subject).toBe(`Order confirmed: ${orderNumber}`);
  await page.goto("/my-account");
  const item = page.getByTestId("order-history-item").filter({ hasText: orderNumber });
  await expect(item).toContainText("Paid");
  return item;
}

/** Checkout with a cart the server cannot price: no total, an explanation instead. */
async function openCheckoutEmpty(page: Page) {
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByRole("alert").first()).toBeVisible();
}

/** The right edge of the widest element of the page's main content. */
const mainRight = (page: Page) =>
  page.evaluate(() =>
    Math.max(...[...document.querySelectorAll("main *")].map((e) => e.getBoundingClientRect().right)),
  );

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("checkout, test payment, confirmation and my account fit a phone", async ({ page, request }) => {
    const { email } = await signUpVerified(page, request, { first: "Tara", last: "Iyer" });
    await buildOrder(page, "Essentials", { subscription: true });
    expect(await mainRight(page)).toBeLessThanOrEqual(375);
    await fillCheckout(page, details(email, { firstName: "Tara", lastName: "Iyer" }));
    await continueToPayment(page);
    expect(await mainRight(page)).toBeLessThanOrEqual(375);
    await payOnTestPage(page);
    expect(await mainRight(page)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    await page.goto("/my-account");
    await expect(page.getByTestId("order-history-item")).toHaveCount(1);
    expect(await mainRight(page)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });
});
