import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { signInAsAdmin, toast } from "./admin-support";
import {
  checkoutEssentials,
  continueAsGuest,
  details,
  fillCheckout,
  orderableEssentials,
  payOnTestPage,
} from "./checkout-support";
import { expectAccessible, mailsTo, signUpVerified, uniqueEmail } from "./support";

// The owner, a customer and a guest on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** The owner issues a card to be emailed today: the code its recipient is sent. */
async function issueCard(owner: Page, request: APIRequestContext, pounds: string, recipientEmail: string) {
  await owner.goto("/admin/gift-cards");
  const form = owner.getByRole("region", { name: "Issue a gift card" });
  await form.getByLabel("Amount (£)").fill(pounds);
  await form.getByLabel("Recipient's name").fill("Priya");
  await form.getByLabel("Recipient's email").fill(recipientEmail);
  await form.getByLabel(/^Message/).fill("Happy birthday!");
  await form.getByRole("button", { name: "Issue gift card" }).click();
  await expect(toast(owner, `£${pounds}.00 gift card issued`)).toBeVisible();
  const [mail] = await mailsTo(request, recipientEmail);
  expect(mail.text).toContain("Happy birthday!");
  const code = mail.text.match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0];
  expect(code).toBeTruthy();
  return code!;
}

test("gift cards: the owner issues them; one is redeemed into a customer's credit, once; another pays part of a guest's order", async ({
  page,
  browser,
  request,
}) => {
  const owner = await (await browser.newContext()).newPage();
  await signInAsAdmin(owner);
  const redeemed = await issueCard(owner, request, "50", uniqueEmail("priya"));
  const atCheckout = await issueCard(owner, request, "20", uniqueEmail("meera"));
  await expectAccessible(owner);

  // A customer redeems the first in My account: £50 of store credit; a second try is refused.
  const customer = await (await browser.newContext()).newPage();
  await signUpVerified(customer, request, { first: "Zoe", last: "Ahmed" });
  await customer.goto("/my-account");
  const redeem = customer.getByRole("region", { name: "Redeem a gift card" });
  await redeem.getByLabel("Gift card code").fill(redeemed.toLowerCase());
  await redeem.getByRole("button", { name: "Redeem" }).click();
  await expect(customer.getByRole("region", { name: "Store credit" })).toContainText("£50.00");
  await redeem.getByLabel("Gift card code").fill(redeemed);
  await redeem.getByRole("button", { name: "Redeem" }).click();
  await expect(redeem.getByRole("alert")).toHaveText("This code is not valid or has already been used.");
  await expectAccessible(customer);

  // A guest types the second at checkout: it pays £20 and the card the rest.
  await continueAsGuest(page);
  const orderable = await orderableEssentials(page);
  await checkoutEssentials(page, orderable);
  const total = Number((await page.getByTestId("checkout-total").textContent())!.replace(/[^\d.]/g, ""));
  await fillCheckout(page, details(uniqueEmail("gift-guest")));
  const summary = page.getByRole("complementary", { name: "Order summary" });
  await summary.getByLabel("Gift card").fill("AAAA-BBBB-CCCC-DDDD");
  await summary.getByRole("button", { name: "Apply gift card" }).click();
  await expect(summary.getByRole("alert")).toHaveText("This code is not valid or has already been used.");
  await summary.getByLabel("Gift card").fill(atCheckout);
  await summary.getByRole("button", { name: "Apply gift card" }).click();
  await expect(summary.getByTestId("checkout-gift-card")).toHaveText("(£20.00)");
  await expect(summary.getByTestId("checkout-to-pay")).toHaveText(`£${(total - 20).toFixed(2)}`);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByTestId("test-payment-amount")).toHaveText(`£${(total - 20).toFixed(2)}`);
  await payOnTestPage(page);
  await expect(page.getByText("Paid by gift card")).toBeVisible();
});
