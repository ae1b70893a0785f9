import { expect, test } from "@playwright/test";
import { confirm, pngFile, renamedTextFile, signInAsAdmin, toast, uniqueName } from "./admin-support";
import { expectAccessible } from "./support";

// Whole journeys with uploads: generous time when the machine is busy.
test.describe.configure({ timeout: 120_000 });

test.describe("admin Menu tab", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("adds a dish with an uploaded image, edits it with validation, and deletes it", async ({ page }) => {
    const name = uniqueName("E2E Thali");
    await expect(page.getByRole("heading", { level: 1, name: "Menu Management" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Menu" }),
    ).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Add Menu Item" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Menu Item" });
    await dialog.getByLabel("English name").fill(name);
    await dialog.getByLabel("Native name").fill("थाली");
    await dialog.getByLabel("Description").fill("A generous plate of seasonal home cooking for testing");
    await dialog.getByLabel("Cuisine *").selectOption("Punjabi");
    await dialog.getByLabel("Category").selectOption({ label: "Mains" });
    await dialog.getByLabel("Dietary info (comma-separated)").fill(" Vegan, , Gluten free ,");
    await dialog.getByLabel("Dish type").selectOption("vegetarian");
    await dialog.getByLabel("Price (£)").fill("4.25");
    await expect(dialog.getByLabel("Available")).toBeChecked();
    await expectAccessible(page);

    // A renamed text file is refused by the server; a real PNG is stored and previewed.
    await dialog.getByLabel("Image", { exact: true }).setInputFiles(renamedTextFile());
    await expect(dialog.getByRole("alert")).toHaveText("Please upload an image file (JPEG, PNG, WebP or AVIF)");
    await dialog.getByLabel("Image", { exact: true }).setInputFiles(await pngFile("thali.png"));
    await expect(dialog.getByRole("img", { name: "Preview of the chosen image" })).toHaveAttribute(
      "src",
      /^\/api\/images\/menu-items\//,
    );
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(page, "Menu item added")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByLabel("Search").fill(name);
    await page.getByRole("button", { name: "Apply filters" }).click();
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText("£4.25")).toBeVisible();
    await expect(card.getByText("A generous plate of seasonal...")).toBeVisible();
    await expect(card.getByText("Vegan", { exact: true })).toBeVisible();
    await expect(card.getByText("Gluten free", { exact: true })).toBeVisible();
    const imageSrc = await card.locator("img").getAttribute("src");
    expect(imageSrc).toMatch(/^\/api\/images\/menu-items\//);
    expect((await page.request.get(imageSrc!)).status()).toBe(200);

    // Edit: a negative price is refused with a field error, then a valid one is saved.
    await card.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Menu Item" });
    await expect(edit.getByLabel("English name")).toHaveValue(name);
    await expect(edit.getByLabel("Dietary info (comma-separated)")).toHaveValue("Vegan, Gluten free");
    await edit.getByLabel("Price (£)").fill("-1");
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(edit.getByText("Price cannot be negative")).toBeVisible();
    await edit.getByLabel("Price (£)").fill("5");
    await edit.getByLabel("Available").uncheck();
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Menu item updated")).toBeVisible();
    await expect(card.getByText("£5.00")).toBeVisible();
    await expect(card.getByText("Unavailable")).toBeVisible();

    // Delete asks first; the uploaded image goes with the dish.
    await card.getByRole("button", { name: `Delete ${name}` }).click();
    await confirm(page);
    await expect(toast(page, "Menu item deleted")).toBeVisible();
    await expect(page.getByText("No menu items found.")).toBeVisible();
    expect((await page.request.get(imageSrc!)).status()).toBe(404);
  });

  test("an edit shows on the public menu on the next request", async ({ page }) => {
    // A dish of the week the public menu shows now.
    await page.goto("/menu");
    const dish = (await page
      .locator("h2[id^=cuisine-]")
      .first()
      .locator("xpath=following::h3[1]")
      .textContent())!.trim();
    const renamed = uniqueName(`${dish} Royale`);

    await page.goto(`/admin?q=${encodeURIComponent(dish)}`);
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: dish, exact: true }) })
      .first();
    await card.getByRole("button", { name: `Edit ${dish}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Menu Item" });
    await edit.getByLabel("English name").fill(renamed);
    await edit.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Menu item updated")).toBeVisible();

    await page.goto("/menu");
    await expect(page.getByRole("heading", { name: renamed })).toBeVisible();

    await page.goto(`/admin?q=${encodeURIComponent(renamed)}`);
    await page.getByRole("button", { name: `Edit ${renamed}` }).click();
    await page.getByRole("dialog").getByLabel("English name").fill(dish);
    await page.getByRole("dialog").getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Menu item updated")).toBeVisible();
    await page.goto("/menu");
    await expect(page.getByRole("heading", { name: dish, exact: true })).toBeVisible();
  });

  test("filters by cuisine and availability, sorts, and reorders with the arrows", async ({ page }) => {
    await page.getByLabel("Cuisine", { exact: true }).selectOption("Goan");
    await expect(page).toHaveURL(/cuisine=Goan/);
    const cards = page.getByRole("list", { name: "Dishes" }).getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    const names = await cards.getByRole("heading").allTextContents();
    expect(names.length).toBeGreaterThan(2);

    await cards
      .nth(1)
      .getByRole("button", { name: /^Move .* up$/ })
      .click();
    await expect(cards.nth(0).getByRole("heading")).toHaveText(names[1]);
    await expect(cards.nth(1).getByRole("heading")).toHaveText(names[0]);
    await cards
      .nth(0)
      .getByRole("button", { name: /^Move .* down$/ })
      .click();
    await expect(cards.nth(0).getByRole("heading")).toHaveText(names[0]);

    await page.getByLabel("Sort by").selectOption("name");
    await expect(page).toHaveURL(/sort=name/);
    const sorted = await cards.getByRole("heading").allTextContents();
    expect(sorted[0].toLowerCase() <= sorted[sorted.length - 1].toLowerCase()).toBe(true);
    await expect(cards.first().getByRole("button", { name: /^Move/ })).toHaveCount(0);

    await page.getByLabel("Availability").selectOption("unavailable");
    await expect(page).toHaveURL(/availability=unavailable/);
  });
});
