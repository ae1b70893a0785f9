import { expect, test, type Page } from "@playwright/test";
import { accessibleOnceSettled, confirm, signInAsAdmin, toast, uniqueName } from "./admin-ops-support";
import { expectAccessible } from "./support";

// Whole admin journeys: generous time on a busy machine.
test.describe.configure({ timeout: 180_000 });

function cuisineRow(page: Page, name: string) {
  return page
    .getByRole("list", { name: "Cuisines" })
    .locator("> li")
    .filter({ has: page.getByRole("button", { name: new RegExp(`^${name} \\(`) }) });
}

async function addCuisine(page: Page, name: string) {
  await page.goto("/admin/cuisines");
  await page.getByLabel("New cuisine").fill(name);
  await page.getByRole("button", { name: "Add Cuisine" }).click();
  await expect(toast(page, `Cuisine "${name}" added`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Cuisine" })).toBeEnabled();
}

/** A far-future Saturday no other test uses (the demo weeks are this weekend and the next). */
function futureSaturday(): string {
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + 400 + Math.floor(Math.random() * 300) * 7);
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}

test.describe("admin Cuisines tab", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("adds, renames, deactivates, activates and deletes a cuisine, with its dishes added, edited and deleted", async ({
    page,
  }) => {
    const name = uniqueName("E2E Cuisine");
    const renamed = `${name} Renamed`;
    await page.goto("/admin/cuisines");
    await expect(page.getByRole("heading", { level: 1, name: "Cuisines" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Add Cuisine" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please enter a cuisine name" })).toBeVisible();
    await addCuisine(page, name);
    // A second cuisine with the same name is refused.
    await page.getByLabel("New cuisine").fill(name);
    await page.getByRole("button", { name: "Add Cuisine" }).click();
    await expect(toast(page, "Failed to add cuisine")).toBeVisible();
    await expect(page.getByText("A cuisine with this name already exists").first()).toBeVisible();

    // Inline rename.
    let row = cuisineRow(page, name);
    await row.getByRole("button", { name: `Rename ${name}` }).click();
    // One cuisine is renamed at a time: its name becomes a field with Save and Cancel.
    await page.getByLabel("Cuisine name").fill(renamed);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(page, "Cuisine updated")).toBeVisible();
    row = cuisineRow(page, renamed);
    await expect(row).toBeVisible();

    // Deactivate and activate.
    await row.getByRole("button", { name: `Deactivate ${renamed}` }).click();
    await expect(toast(page, "Cuisine deactivated")).toBeVisible();
    await expect(row.getByText("Inactive", { exact: true })).toBeVisible();
    await accessibleOnceSettled(page);
    await row.getByRole("button", { name: `Activate ${renamed}` }).click();
    await expect(toast(page, "Cuisine activated")).toBeVisible();
    await expect(row.getByText("Active", { exact: true })).toBeVisible();

    // The dish list expands; a dish is added with the cuisine preselected, edited, then deleted.
    await row.getByRole("button", { name: new RegExp(`^${renamed} \\(0 dishes\\)`) }).click();
    await expect(row.getByText("No dishes yet.")).toBeVisible();
    await row.getByRole("button", { name: `Add Dish to ${renamed}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByLabel("Cuisine *")).toHaveValue(renamed);
    await dialog.getByLabel("English name").fill("E2E Kofta");
    await dialog.getByLabel("Price (£)").fill("6.50");
    await dialog.getByLabel("Category").selectOption({ label: "Mains" });
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, "Dish added")).toBeVisible();
    const dishRow = row.getByRole("row").filter({ hasText: "E2E Kofta" });
    await expect(dishRow).toContainText("£6.50");
    await expect(dishRow).toContainText("Both");
    await expect(dishRow).toContainText("Standard");
    await expect(dishRow).toContainText("Available");
    await accessibleOnceSettled(page);

    await dishRow.getByRole("button", { name: "Edit E2E Kofta" }).click();
    await page.getByRole("dialog").getByLabel("Dish type").selectOption("vegetarian");
    await page.getByRole("dialog").getByLabel("Available").uncheck();
    await page.getByRole("dialog").getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Dish updated")).toBeVisible();
    await expect(dishRow).toContainText("Vegetarian");
    await expect(dishRow).toContainText("Unavailable");

    await dishRow.getByRole("button", { name: "Delete E2E Kofta" }).click();
    await confirm(page);
    await expect(toast(page, "Dish deleted")).toBeVisible();
    await expect(row.getByText("No dishes yet.")).toBeVisible();

    await row.getByRole("button", { name: `Delete ${renamed}` }).click();
    await confirm(page);
    await expect(toast(page, "Cuisine deleted")).toBeVisible();
    await expect(cuisineRow(page, renamed)).toHaveCount(0);
  });
});

test.describe("admin Weekly Cuisines tab", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("validates, adds, edits and deletes a week, keeps it a draft until its menu is complete, and adds an available dish to it", async ({
    page,
  }) => {
    const first = uniqueName("E2E Week A");
    const second = uniqueName("E2E Week B");
    const third = uniqueName("E2E Week C");
    for (const name of [first, second, third]) await addCuisine(page, name);
    // An available dish of the first cuisine for the Add Dish dialog.
    const dishName = uniqueName("E2E Pulao");
    const row = cuisineRow(page, first);
    await row.getByRole("button", { name: new RegExp(`^${first} \\(`) }).click();
    await row.getByRole("button", { name: `Add Dish to ${first}` }).click();
    await page.getByRole("dialog").getByLabel("English name").fill(dishName);
    await page.getByRole("dialog").getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, "Dish added")).toBeVisible();

    await page.goto("/admin/weekly-cuisines");
    await expect(page.getByRole("heading", { level: 1, name: "Weekly Cuisines" })).toBeVisible();
    await accessibleOnceSettled(page);

    // All fields are required.
    await page.getByRole("button", { name: "Add Week" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please fill in all fields" })).toBeVisible();

    // The second cuisine's options exclude the first.
    await page.getByLabel("First cuisine").selectOption(first);
    await expect(page.getByLabel("Second cuisine").locator("option", { hasText: first })).toHaveCount(0);
    await page.getByLabel("Second cuisine").selectOption(second);

    // A date that is not a Saturday is refused with a clear message.
    const saturday = futureSaturday();
    const [y, m, d] = saturday.split("-").map(Number);
    const friday = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    await page.getByLabel("Saturday date").fill(friday);
    await expect(page.getByText("is not a Saturday.")).toBeVisible();
    await page.getByRole("button", { name: "Add Week" }).click();
    await expect(page.getByText("The week must start on a Saturday: please choose a Saturday").first()).toBeVisible();
    // What was chosen is kept.
    await expect(page.getByLabel("First cuisine")).toHaveValue(first);

    // A weekend gone by is refused.
    await page.getByLabel("Saturday date").fill("2024-01-06");
    await expect(page.getByText("The weekend of 6 - 7 January has passed.")).toBeVisible();
    await page.getByRole("button", { name: "Add Week" }).click();
    await expect(
      page.getByText("That weekend has passed: please choose this weekend or a later Saturday").first(),
    ).toBeVisible();

    await page.getByLabel("Saturday date").fill(saturday);
    await expect(page.getByText(/Covers Saturday .* to Sunday .*\. Label: /)).toBeVisible();
    await page.getByRole("button", { name: "Add Week" }).click();
    await expect(toast(page, "Weekly cuisine added for")).toBeVisible();

    const week = page
      .getByRole("listitem")
      .filter({ has: page.getByText(first, { exact: true }) })
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(week).toHaveCount(1);
    await expect(week.getByRole("heading", { level: 3 })).toHaveText(/^\d+ (\w+ )?- \d+ \w+$/);
    await expect(week.getByText(second, { exact: true })).toBeVisible();
    await expect(week.getByText("Draft", { exact: true })).toBeVisible();
    const label = (await week.getByRole("heading", { level: 3 }).textContent())!;

    // Edit: swap the second cuisine.
    await week.getByRole("button", { name: `Edit ${label}` }).click();
    await expect(page.getByLabel("Saturday date")).toHaveValue(saturday);
    await page.getByLabel("Second cuisine").selectOption(third);
    await page.getByRole("button", { name: "Update Week" }).click();
    await expect(toast(page, `Weekly cuisine updated for ${label}`)).toBeVisible();
    await expect(week.getByText(third, { exact: true })).toBeVisible();

    // A new weekend is a draft: with nothing on its menu it cannot be published.
    await expect(week.getByText("No dishes are on this weekend's menu yet.")).toBeVisible();
    await week.getByRole("button", { name: `Publish ${label}` }).click();
    await expect(toast(page, `${label} was not published`)).toContainText("No dishes are on this weekend's menu yet.");
    await expect(week.getByText("Draft", { exact: true })).toBeVisible();
    await accessibleOnceSettled(page);

    // Add Dish: a dish must be chosen; the available dish of the cuisine is offered and added.
    await week.getByRole("button", { name: `Add Dish to ${first} for ${label}` }).click();
    const dialog = page.getByRole("dialog", { name: `Add ${first} dish to ${label}` });
    await dialog.getByRole("button", { name: "Add Dish" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please select a dish");
    await accessibleOnceSettled(page);
    await dialog.getByLabel("Dish").selectOption({ label: dishName });
    await dialog.getByRole("button", { name: "Add Dish" }).click();
    await expect(toast(page, `${dishName} added to ${first} for ${label}`)).toBeVisible();
    await week.getByRole("button", { name: `${first} dishes (1)` }).click();
    await expect(week.getByText(dishName)).toBeVisible();

    // Delete asks first.
    await week.getByRole("button", { name: `Delete ${label}` }).click();
    await confirm(page);
    await expect(toast(page, "Weekly cuisine deleted")).toBeVisible();
    await expect(week).toHaveCount(0);
  });
});

/** The row of the week labelled `label` in the Weekly Cuisines list. */
function weekRow(page: Page, label: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: label, exact: true }) });
}

/** Opens a cuisine's dish list in a week row and returns it. */
async function openDishes(row: ReturnType<typeof weekRow>, cuisine: string) {
  const toggle = row.getByRole("button", { name: new RegExp(`^${cuisine} dishes \\(\\d+\\)$`) });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  return row.locator(`#${await toggle.getAttribute("aria-controls")}`);
}

test.describe("planning weekends", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("planning next week leaves this weekend's menu intact", async ({ page }) => {
    // This weekend's menu as customers see it (/menu shows the weekend on sale by default).
    await page.goto("/menu");
    const selector = page.getByLabel("Choose a week");
    const weekId = await selector.inputValue();
    const weekLabel = (await selector.locator("option:checked").textContent())!.trim();
    const firstCuisine = page.locator("h2[id^=cuisine-]").first();
    const cuisine = (await firstCuisine.textContent())!.replace(/ Cuisine$/, "").trim();
    const dish = (await firstCuisine.locator("xpath=following::h3[1]").textContent())!.trim();

    // The same weekend in the back-office: its menu lists the dish under its cuisine.
    await page.goto("/admin/weekly-cuisines");
    const thisWeek = weekRow(page, weekLabel);
    await expect(thisWeek).toHaveCount(1);
    await expect(thisWeek.getByRole("link", { name: `View menu of ${weekLabel} on the website` })).toHaveAttribute(
      "href",
      `/menu?week=${weekId}`,
    );
    await expect((await openDishes(thisWeek, cuisine)).getByText(dish, { exact: true })).toBeVisible();
    const menuSize = (await thisWeek.getByText(/^.* · \d+ dish(es)? on the menu$/).textContent())!.match(
      /(\d+) dish(es)? on the menu/,
    )![1];

    // Plan a later weekend with the same cuisines.
    await thisWeek.getByRole("button", { name: `Edit ${weekLabel}` }).click();
    const pair = [
      await page.getByLabel("First cuisine").inputValue(),
      await page.getByLabel("Second cuisine").inputValue(),
    ];
    await page.getByRole("button", { name: "Cancel" }).click();
    const saturday = futureSaturday();
    await page.getByLabel("Saturday date").fill(saturday);
    await page.getByLabel("First cuisine").selectOption(pair[0]);
    await page.getByLabel("Second cuisine").selectOption(pair[1]);
    await page.getByRole("button", { name: "Add Week" }).click();
    const added = toast(page, "Weekly cuisine added for");
    await expect(added).toBeVisible();
    const nextLabel = (await added.textContent())!.match(/Weekly cuisine added for (\d+ (?:\w+ )?- \d+ \w+)/)![1];
    const nextWeek = weekRow(page, nextLabel);
    await expect(nextWeek.getByText("0 dishes on the menu", { exact: false })).toBeVisible();

    // Add the dish of this weekend's menu to the new weekend's menu.
    await nextWeek.getByRole("button", { name: `Add Dish to ${cuisine} for ${nextLabel}` }).click();
    const dialog = page.getByRole("dialog", { name: `Add ${cuisine} dish to ${nextLabel}` });
    await dialog.getByLabel("Dish").selectOption({ label: dish });
    await dialog.getByRole("button", { name: "Add Dish" }).click();
    await expect(toast(page, `${dish} added to ${cuisine} for ${nextLabel}`)).toBeVisible();
    await expect((await openDishes(nextWeek, cuisine)).getByText(dish, { exact: true })).toBeVisible();

    // This weekend still has it, in the back-office (after a reload) and on the public menu.
    await page.reload();
    await expect((await openDishes(thisWeek, cuisine)).getByText(dish, { exact: true })).toBeVisible();
    await expect(thisWeek.getByText(`${menuSize} dishes on the menu`, { exact: false })).toBeVisible();
    await page.goto(`/menu?week=${weekId}`);
    await expect(page.getByRole("heading", { level: 3, name: dish, exact: true })).toBeVisible();
    await page.goto("/menu");
    await expect(page.getByRole("heading", { level: 3, name: dish, exact: true })).toBeVisible();

    // Copy the rest of this weekend's menu onto the new weekend: the dish already there is counted.
    await page.goto("/admin/weekly-cuisines");
    await nextWeek.getByRole("button", { name: `Copy from an earlier week to ${nextLabel}` }).click();
    const copy = page.getByRole("dialog", { name: `Copy dishes to ${nextLabel}` });
    await copy.getByLabel("Copy the dishes of").selectOption(weekId);
    await copy.getByRole("button", { name: "Copy Dishes" }).click();
    const copied = toast(page, `from ${weekLabel} to ${nextLabel}`);
    await expect(copied).toContainText(/Copied \d+ dish(es)? from/);
    await expect(copied).toContainText("1 dish already on its menu");
    await expect(copy).toBeHidden();
    await accessibleOnceSettled(page);

    // Taking the dish off the new weekend leaves this weekend alone too; then the new week goes.
    await (
      await openDishes(nextWeek, cuisine)
    )
      .getByRole("button", { name: `Remove ${dish} from ${nextLabel}` })
      .click();
    await confirm(page, "Remove");
    await expect(toast(page, `${dish} removed from the menu of ${nextLabel}`)).toBeVisible();
    await nextWeek.getByRole("button", { name: `Delete ${nextLabel}` }).click();
    await confirm(page);
    await expect(toast(page, "Weekly cuisine deleted")).toBeVisible();
    await expect(nextWeek).toHaveCount(0);
    await page.reload();
    await expect((await openDishes(thisWeek, cuisine)).getByText(dish, { exact: true })).toBeVisible();
    await expect(thisWeek.getByText(`${menuSize} dishes on the menu`, { exact: false })).toBeVisible();
  });
});
