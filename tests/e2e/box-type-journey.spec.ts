import { expect, test } from "@playwright/test";
import { signInAsAdmin, toast, uniqueName } from "./admin-support";
import { buildOrder, details, payAtCheckout } from "./checkout-support";
import { uniqueEmail } from "./support";

test.describe.configure({ timeout: 120_000 });

test("an admin creates a box type, a customer buys it, and once inactive it has no tab", async ({ page, browser }) => {
  const name = uniqueName("Party Box");
  await signInAsAdmin(page);
  await page.goto("/admin/box-types");
  await page.getByRole("button", { name: "Add Box Type" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Box Type" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Description").fill("Pick your four favourites for a party.");
  await dialog.getByLabel("Standard price (£)").fill("41");
  await dialog.getByLabel("Vegetarian price (£)").fill("37");
  await dialog.getByLabel("Kind").selectOption("pick");
  await dialog.getByLabel("Dishes per box").fill("4");
  await dialog.getByLabel("Display order").fill("50");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(toast(page, "Box type added")).toBeVisible();

  // A customer (a guest in another browser) buys it through the builder, checkout and payment.
  const customer = await (await browser.newContext()).newPage();
  await customer.goto("/login");
  await customer.getByRole("button", { name: "Continue as Guest" }).click();
  await expect(customer).toHaveURL("/");
  await customer.goto("/how-it-works");
  await expect(customer.getByRole("heading", { name })).toBeVisible();
  const { totalText } = await buildOrder(customer, name);
  // £41 + £5 shipping for its four dishes.
  expect(totalText).toBe("£46.00");
  await expect(customer.getByText(`1 × ${name} (Standard)`)).toBeVisible();
  await payAtCheckout(customer, details(uniqueEmail("party")));
  await expect(customer.getByTestId("paid-amount")).toHaveText("£46.00");
  await expect(customer.getByText(`${name} (Standard)`).first()).toBeVisible();

  // Inactive: no tab in the builder, no card on How it works.
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Box Type" });
  await edit.getByLabel("Active").uncheck();
  await edit.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Box type updated")).toBeVisible();
  await customer.goto("/order");
  await expect(customer.getByRole("tab", { name: "Essentials", exact: true })).toBeVisible();
  await expect(customer.getByRole("tab", { name })).toHaveCount(0);
  await customer.goto("/how-it-works");
  await expect(customer.getByRole("heading", { name })).toHaveCount(0);
});
