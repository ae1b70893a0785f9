import { expect, test } from "@playwright/test";
import { accessibleOnceSettled, signInAsAdmin, toast } from "./admin-ops-support";
import { continueAsGuest, checkoutEssentials, orderableEssentials } from "./checkout-support";
import { signUpVerified } from "./support";

// A whole journey across three browsers: generous time on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("a customer shares their link; a friend opens it and finds the welcome code applied at checkout", async ({
  browser,
}) => {
  // The owner makes a welcome code and turns referrals on in Settings.
  const owner = await browser.newPage();
  await signInAsAdmin(owner);
  await owner.goto("/admin/promotions");
  const form = owner.getByRole("region", { name: "New promo code" });
  await form.getByLabel("Code").fill("FRIEND5");
  await form.getByRole("radio", { name: "A fixed amount off" }).check();
  await form.getByLabel("Amount off (£)").fill("5");
  await form.getByRole("button", { name: "Create promo code" }).click();
  await expect(toast(owner, "Promo code created")).toBeVisible();
  await owner.goto("/admin/settings");
  const section = owner.getByRole("region", { name: "Referrals" });
  await section.getByLabel("Referrals on (share links in My account)").check();
  await section.getByLabel("The referrer's credit (£)").fill("10");
  await section.getByLabel("Welcome code (the friend's offer)").selectOption("FRIEND5");
  await section.getByRole("button", { name: "Save referrals" }).click();
  await expect(toast(owner, "Referrals saved: on")).toBeVisible();

  // Asha finds her link in My account and copies it.
  const ashaContext = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const asha = await ashaContext.newPage();
  // Verifying the email signs her in.
  await signUpVerified(asha, asha.request, { first: "Asha" });
  await asha.goto("/my-account");
  const refer = asha.getByRole("region", { name: "Refer a friend" });
  await expect(refer).toContainText("Give £5.00 off, get £10.00 credit");
  await expect(refer).toContainText("0 pending · 0 credited · £0.00 credit earned");
  const link = await refer.getByLabel("Your link").inputValue();
  expect(link).toMatch(/\/r\/[A-Z0-9]{8}$/);
  await refer.getByRole("button", { name: "Copy" }).click();
  await expect(refer.getByRole("status")).toHaveText(/Link copied\.|Press Ctrl\+C/);
  await accessibleOnceSettled(asha);

  // A friend opens it: welcomed on the builder, and checkout starts with FRIEND5 applied.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(link);
  // The builder first asks a new visitor for their postcode; the welcome stays on screen.
  await expect(friend).toHaveURL(/\/(order|postcode-check)$/);
  await expect(toast(friend, "Welcome! Asha invited you: £5.00 off on your first order.")).toBeVisible();
  await continueAsGuest(friend);
  await checkoutEssentials(friend, await orderableEssentials(friend));
  await expect(friend.getByTestId("invited-by")).toHaveText("Invited by Asha");
  await expect(friend.getByText("Code FRIEND5 applied: £5.00 off")).toBeVisible();
  await accessibleOnceSettled(friend);

  await ashaContext.close();
  await friendContext.close();
});
