import { expect, test } from "@playwright/test";
import { signInAsAdmin, toast } from "./admin-support";
import {
  continueAsGuest,
  details,
  fillCheckout,
  orderableEssentials,
  checkoutEssentials,
  continueToPayment,
  payOnTestPage,
} from "./checkout-support";
import { expectAccessible, signUpVerified, uniqueEmail } from "./support";

// Two people's journeys on a busy machine.
test.describe.configure({ timeout: 180_000 });

const pounds = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));

test("a promo code and store credit at checkout: the summary shows each, the card pays the rest", async ({
  page,
  browser,
  request,
}) => {
  // The owner makes a £5 code.
  const owner = await (await browser.newContext()).newPage();
  await signInAsAdmin(owner);
  await owner.goto("/admin/promotions");
  const code = `SAVE5-${Date.now().toString(36).toUpperCase()}`;
  const form = owner.getByRole("region", { name: "New promo code" });
  await form.getByLabel("Code").fill(code);
  await form.getByRole("radio", { name: "A fixed amount off" }).check();
  await form.getByLabel("Amount off (£)").fill("5");
  await form.getByRole("button", { name: "Create promo code" }).click();
  await expect(toast(owner, "Promo code created")).toBeVisible();

  // A guest tries a wrong code, then the owner's (typed in lower case).
  await continueAsGuest(page);
  const orderable = await orderableEssentials(page);
  await checkoutEssentials(page, orderable);
  const before = pounds(await page.getByTestId("checkout-total").textContent());
  await fillCheckout(page, details(uniqueEmail("promo")));
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await summary.getByLabel("Promo code").fill("NOPE");
  await summary.getByRole("button", { name: "Apply promo code" }).click();
  await expect(summary.getByRole("alert")).toHaveText("This code isn't valid. Check it and try again.");
  await summary.getByLabel("Promo code").fill(code.toLowerCase());
  await summary.getByRole("button", { name: "Apply promo code" }).click();
  await expect(summary.getByText(`Code ${code} applied: £5.00 off`)).toBeVisible();
  await expect(summary.getByTestId("checkout-promo")).toHaveText("(£5.00)");
  await expect(page.getByTestId("checkout-total")).toHaveText(`£${(before - 5).toFixed(2)}`);
  await expectAccessible(page);
  await continueToPayment(page);
  await expect(page.getByText(`£${(before - 5).toFixed(2)}`).first()).toBeVisible();
  await payOnTestPage(page);
  await expect(page.getByText(`Code ${code}`)).toBeVisible();

  // A customer with £10 of credit from the owner: the credit pays first, the card the rest.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const account = await signUpVerified(customer, request, { first: "Meera", last: "Shah" });
  await owner.goto(`/admin/users?q=${encodeURIComponent(account.email)}`);
  const row = owner.getByRole("row").filter({ hasText: account.email });
  await row.getByRole("button", { name: /Give credit/ }).click();
  const dialog = owner.getByRole("dialog");
  await dialog.getByLabel("Amount (£)").fill("10");
  await dialog.getByLabel("Note for the customer").fill("Sorry your box was late");
  await dialog.getByRole("button", { name: "Give credit" }).click();
  await expect(toast(owner, "£10.00 store credit given")).toBeVisible();

  await checkoutEssentials(customer, orderable);
  await expect(customer.getByTestId("checkout-credit")).toHaveText("(£10.00)");
  const total = pounds(await customer.getByTestId("checkout-total").textContent());
  await expect(customer.getByTestId("checkout-to-pay")).toHaveText(`£${(total - 10).toFixed(2)}`);
  await fillCheckout(customer, details(account.email, { firstName: "Meera", lastName: "Shah" }));
  await continueToPayment(customer);
  await expect(customer.getByText(`£${(total - 10).toFixed(2)}`).first()).toBeVisible();
  await payOnTestPage(customer);
  await expect(customer.getByText("Paid by store credit")).toBeVisible();

  await customer.goto("/my-account");
  const credit = customer.getByRole("region", { name: "Store credit" });
  await expect(credit).toContainText("£0.00");
  await expect(credit).toContainText("Sorry your box was late");
  await expect(credit).toContainText("Paid towards order");
  await customerContext.close();
});
