import { expect, test } from "@playwright/test";
import { confirm, signInAsAdmin, toast, uniqueName } from "./admin-support";
import { expectAccessible } from "./support";

// Whole journeys with uploads: generous time when the machine is busy.
test.describe.configure({ timeout: 120_000 });

test.describe("admin Box Types and Delivery tabs", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("box types: add with a kind, dishes per box and both prices, edit, refuse deleting Essentials, delete", async ({
    page,
  }) => {
    const name = uniqueName("Family Box");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Box Types" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Box Types Management" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Add Box Type" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Box Type" });
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Description").fill("Six dishes for a family weekend");
    await dialog.getByLabel("Standard price (£)").fill("48");
    await dialog.getByLabel("Vegetarian price (£)").fill("44.50");
    await expect(dialog.getByLabel("Kind")).toHaveValue("pick");
    await dialog.getByLabel("Kind").selectOption({ label: "Fixed box of one cuisine's dishes" });
    await dialog.getByLabel("Dishes per box").fill("0");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog.getByText("Dishes per box must be at least 1")).toBeVisible();
    await dialog.getByLabel("Dishes per box").fill("6");
    await dialog.getByLabel("Display order").fill("9");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, "Box type added")).toBeVisible();

    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(card.getByText("£48.00")).toBeVisible();
    await expect(card.getByText("£44.50")).toBeVisible();
    await expect(card.getByText("Fixed box of one cuisine's dishes")).toBeVisible();
    await expect(card.getByRole("definition").filter({ hasText: /^6$/ })).toBeVisible();
    await expect(card.getByText("Active", { exact: true })).toBeVisible();

    await card.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Box Type" });
    await expect(edit.getByLabel("Kind")).toHaveValue("fixed");
    await expect(edit.getByLabel("Dishes per box")).toHaveValue("6");
    await edit.getByLabel("Kind").selectOption("pick");
    await edit.getByLabel("Vegetarian price (£)").fill("42");
    await edit.getByLabel("Active").uncheck();
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Box type updated")).toBeVisible();
    await expect(card.getByText("£42.00")).toBeVisible();
    await expect(card.getByText("One pick per dish group")).toBeVisible();
    await expect(card.getByText("Inactive")).toBeVisible();

    const essentials = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Essentials", exact: true }) });
    await essentials.getByRole("button", { name: "Delete Essentials" }).click();
    await confirm(page);
    await expect(toast(page, "Error deleting box type")).toBeVisible();
    await expect(essentials).toBeVisible();

    await card.getByRole("button", { name: `Delete ${name}` }).click();
    await confirm(page);
    await expect(toast(page, "Box type deleted")).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test("delivery: add (trimmed, upper-cased), duplicate message, toggle, delete; counts and tip", async ({ page }) => {
    const prefix = `ZE${Math.floor(Math.random() * 90 + 10)}`;
    await page.goto("/admin/delivery");
    await expect(page.getByRole("heading", { level: 1, name: "Delivery Postcodes" })).toBeVisible();
    await expect(page.getByText("Tip: how prefixes match")).toBeVisible();
    await expect(page.getByText(/covers SE15 postcodes only/)).toBeVisible();
    await expectAccessible(page);
    const counts = async () => {
      const text = (await page.getByText(/active of \d+ postcode prefixes/).textContent()) ?? "";
      const [, active, total] = text.match(/(\d+) active of (\d+)/)!;
      return { active: Number(active), total: Number(total) };
    };
    const before = await counts();

    await page.getByLabel("Add a postcode prefix").fill(`  ${prefix.toLowerCase()} `);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, "Postcode prefix added")).toBeVisible();
    const row = page.getByRole("listitem").filter({ has: page.getByText(prefix, { exact: true }) });
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    expect(await counts()).toEqual({ active: before.active + 1, total: before.total + 1 });
    await expect(page.getByLabel("Add a postcode prefix")).toHaveValue("");

    await page.getByLabel("Add a postcode prefix").fill(prefix);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.locator("#prefix-error")).toHaveText("This postcode prefix already exists");
    await expect(toast(page, "This postcode prefix already exists")).toBeVisible();

    await row.getByRole("switch", { name: `Deliver to ${prefix}` }).click();
    await expect(toast(page, "Postcode deactivated")).toBeVisible();
    await expect(row.getByText("Inactive")).toBeVisible();
    expect(await counts()).toEqual({ active: before.active, total: before.total + 1 });
    await row.getByRole("switch", { name: `Deliver to ${prefix}` }).click();
    await expect(toast(page, "Postcode activated")).toBeVisible();
    await expect(row.getByText("Active", { exact: true })).toBeVisible();

    await row.getByRole("button", { name: `Delete ${prefix}` }).click();
    await confirm(page);
    await expect(toast(page, "Postcode prefix deleted")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await counts()).toEqual(before);
  });
});
