import { expect, test } from "@playwright/test";
import { accessibleOnceSettled, confirm, expectNoPageOverflow, signInAsAdmin, toast } from "./admin-ops-support";
import { expectAccessible } from "./support";

// A whole admin journey: generous time on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.describe("admin Promotions tab", () => {
  test("the owner creates WELCOME10, sees its conditions, edits, deactivates and deletes it", async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole("link", { name: "Promotions", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible();
    await expectAccessible(page);
    const form = page.getByRole("region", { name: "New promo code" });

    // Nothing typed, and a code with a space: each problem is named on its field.
    await form.getByLabel("Percent off").fill("101");
    await form.getByRole("button", { name: "Create promo code" }).click();
    await expect(form.getByText("Please enter the code")).toBeVisible();
    await expect(form.getByText("The percentage must be a whole number from 1 to 100")).toBeVisible();
    await form.getByLabel("Code").fill("WELCOME 10");
    await expect(form.getByText("A code is 3 to 32 letters, digits or dashes, e.g. WELCOME10")).toBeVisible();

    // The server says the same when the browser's checks are bypassed.
    const refused = await page.request.post("/admin/promotions", {
      form: {
        intent: "save-promo",
        code: "OK-CODE",
        kind: "percent",
        percentOff: "0",
        fulfilment: "any",
        duration: "once",
      },
    });
    expect(refused.status()).toBe(400);

    await form.getByLabel("Code").fill("WELCOME10");
    await form.getByLabel("Description (for you; optional)").fill("New customers");
    await expect(form.getByRole("radio", { name: "A percentage off" })).toBeChecked();
    await expect(form.getByLabel("Amount off (£)")).toBeHidden();
    await form.getByRole("radio", { name: "A fixed amount off" }).check();
    await expect(form.getByLabel("Amount off (£)")).toBeVisible();
    await expect(form.getByLabel("Percent off")).toBeHidden();
    await form.getByRole("radio", { name: "A percentage off" }).check();
    await form.getByLabel("Percent off").fill("10");
    await form.getByLabel("First order only (customers who never ordered before)").check();
    await form.getByLabel("Uses per customer (optional)").fill("1");
    await expect(form.getByRole("radio", { name: "First order only" })).toBeChecked();
    await form.getByRole("button", { name: "Create promo code" }).click();
    await expect(toast(page, "Promo code created")).toBeVisible();

    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "WELCOME10", exact: true }) });
    await expect(row).toContainText("10% off");
    await expect(row).toContainText("First order only · 1 per customer");
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    await expect(row).toContainText("£0.00");
    await accessibleOnceSettled(page);

    // A second code by another case is refused.
    await form.getByLabel("Code").fill("welcome10");
    await form.getByLabel("Percent off").fill("5");
    await form.getByRole("button", { name: "Create promo code" }).click();
    await expect(toast(page, "Failed to create the promo code")).toContainText("A code with this name exists already");
    await expect(form.getByText("A code with this name exists already", { exact: true })).toBeVisible();

    // Edit: 15% off a spend of £30, for the first 4 weekends of a subscription.
    await row.getByRole("link", { name: "Edit WELCOME10" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit WELCOME10" })).toBeVisible();
    await expect(page.getByLabel("Percent off")).toHaveValue("10");
    await expectAccessible(page);
    await page.getByLabel("Percent off").fill("15");
    await page.getByLabel("Minimum spend (£, optional)").fill("30");
    await page.getByRole("radio", { name: "First N weekends" }).check();
    await page.getByRole("button", { name: "Update promo code" }).click();
    await expect(page.getByText("Please enter the number of weekends, from 1 to 52")).toBeVisible();
    await page.getByLabel("Number of weekends (the first order counts as one)").fill("4");
    await page.getByRole("button", { name: "Update promo code" }).click();
    await expect(page).toHaveURL(/\/admin\/promotions$/);
    await expect(toast(page, "Promo code updated")).toBeVisible();
    await expect(row).toContainText("15% off");
    await expect(row).toContainText("First order only · Min £30 · 1 per customer · First 4 weekends");

    await row.getByRole("button", { name: "Deactivate WELCOME10" }).click();
    await expect(toast(page, "Promo code deactivated")).toBeVisible();
    await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: "Activate WELCOME10" })).toBeVisible();
    await accessibleOnceSettled(page);

    // Narrow screens: the table scrolls inside its box, never the page.
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoPageOverflow(page);

    // Never used: it can be deleted, after a confirmation.
    await row.getByRole("button", { name: "Delete WELCOME10" }).click();
    await confirm(page);
    await expect(toast(page, "Promo code deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
