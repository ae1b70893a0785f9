import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-support";
import { continueAsGuest } from "./checkout-support";

// The demo shop's name, as Settings has it.
const SHOP = /\| Saffron Dabba$|^Saffron Dabba \|/;

test("every kind of page names the shop in its title: public, ordering, account, error and back-office pages", async ({
  page,
  browser,
}) => {
  for (const path of [
    "/",
    "/menu",
    "/faqs",
    "/gift-cards",
    "/login",
    "/forgot-password",
    "/postcode-check",
    "/no-such-page",
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(SHOP);
  }
  await continueAsGuest(page);
  for (const path of ["/order", "/checkout", "/my-account/orders/00000000-0000-4000-8000-000000000000"]) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(SHOP);
  }

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  for (const path of [
    "/admin",
    "/admin/users",
    "/admin/orders",
    "/admin/orders/new",
    "/admin/settings",
    "/admin/nope",
  ]) {
    await admin.goto(path);
    await expect(admin, path).toHaveTitle(SHOP);
  }
  await adminContext.close();
});
