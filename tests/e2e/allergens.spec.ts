import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin, toast } from "./admin-support";
import { continueAsGuest, details, fillCheckout, payOnTestPage, pickFirstDate } from "./checkout-support";
import { expectAccessible, uniqueEmail } from "./support";

// Two browsers (the owner's and a customer's phone) and a payment: generous time on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** Sets one allergen's choice in the dish dialog's matrix. */
async function choose(page: Page, allergen: string, choice: "Contains" | "May contain" | "No") {
  const dialog = page.getByRole("dialog", { name: "Edit Menu Item" });
  await dialog.getByRole("radiogroup", { name: allergen }).getByRole("radio", { name: choice, exact: true }).check();
}

async function editDish(page: Page, name: string) {
  await page.goto("/admin");
  await page.getByLabel("Search").fill(name);
  await page.getByRole("button", { name: "Apply filters" }).click();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await card.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(page.getByRole("dialog", { name: "Edit Menu Item" })).toBeVisible();
  return card;
}

test("the owner declares a dish's allergens; a customer on a phone taps to see them, then checkout and the order show them", async ({
  browser,
  page: owner,
}) => {
  // The customer, on a 375 px touch screen: the first Rice dish of the first orderable weekend.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const customer = await phone.newPage();
  await continueAsGuest(customer);
  await customer.goto("/order");
  await pickFirstDate(customer);
  await customer.getByRole("tab", { name: "Custom/Catering" }).tap();
  const rice = () => customer.getByRole("tabpanel").getByRole("region", { name: "Rice" }).getByRole("listitem").first();
  const dish = (await rice().locator("button, span.font-semibold").first().textContent())!.trim();

  // The owner marks it: contains celery, may contain lupin (no demo dish declares either).
  await signInAsAdmin(owner);
  await editDish(owner, dish);
  const dialog = owner.getByRole("dialog", { name: "Edit Menu Item" });
  await expect(dialog.getByRole("radiogroup", { name: "Celery" }).getByRole("radio", { name: "No" })).toBeChecked();
  await choose(owner, "Celery", "Contains");
  // Keyboard: the arrow keys move a group's choice (Lupin: No → May contain).
  await dialog.getByRole("radiogroup", { name: "Lupin" }).getByRole("radio", { name: "No" }).focus();
  await owner.keyboard.press("ArrowLeft");
  await expect(
    dialog.getByRole("radiogroup", { name: "Lupin" }).getByRole("radio", { name: "May contain" }),
  ).toBeChecked();
  await expectAccessible(owner);
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(toast(owner, "Menu item updated")).toBeVisible();
  const card = owner.getByRole("listitem").filter({ has: owner.getByRole("heading", { name: dish, exact: true }) });
  await expect(card.getByLabel("Allergens")).toContainText("Celery");
  await expect(card.getByLabel("Allergens")).toContainText("May contain lupin");

  // The builder, reloaded: the dish's allergens are one tap away (no hover on a phone).
  await customer.reload();
  await pickFirstDate(customer);
  await customer.getByRole("tab", { name: "Custom/Catering" }).tap();
  const row = rice();
  const statement = row.getByText(/Contains: .*Celery.*May contain: .*Lupin/);
  await expect(statement).toBeHidden();
  await row.locator("summary").tap();
  await expect(statement).toBeVisible();
  await expectAccessible(customer);

  // Added to the order: the summary's line and checkout's summary say it again.
  await row.getByRole("button", { name: `Add ${dish}` }).tap();
  await customer.getByRole("tabpanel").getByRole("button", { name: "Add to Order" }).tap();
  const summary = customer.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText(/Contains: .*Celery/)).toBeVisible();
  await summary.getByRole("button", { name: "Continue" }).tap();
  await expect(customer).toHaveURL(/\/checkout$/);
  const line = customer.getByRole("list", { name: "Order lines" }).getByTestId("line-allergens");
  await expect(line).toContainText("Contains: Celery");
  await expect(line).toContainText("May contain: Lupin");

  // The allergy note goes with the order, highlighted for the kitchen.
  await fillCheckout(customer, details(uniqueEmail("allergens")));
  await customer.getByLabel("Allergies or dietary needs (optional)").fill("Coeliac: no wheat at all please");
  await customer.getByRole("button", { name: "Continue to Payment" }).tap();
  await expect(customer).toHaveURL(/\/pay\/test\/test_cs_/);
  const orderNumber = await payOnTestPage(customer);
  await expect(customer.getByTestId("line-allergens").first()).toContainText("Celery");

  await owner.goto("/admin/orders");
  await owner.getByRole("link", { name: orderNumber }).click();
  await expect(owner.getByRole("note", { name: "Allergy note" })).toContainText("Coeliac: no wheat at all please");
  await expect(owner.getByTestId("line-allergens").first()).toContainText("Contains: Celery");

  // Leave the demo dish as it was for other journeys.
  await editDish(owner, dish);
  await choose(owner, "Celery", "No");
  await choose(owner, "Lupin", "No");
  await owner.getByRole("dialog", { name: "Edit Menu Item" }).getByRole("button", { name: "Update" }).click();
  await expect(toast(owner, "Menu item updated")).toBeVisible();
  await phone.close();
});
