import { expect, test } from "@playwright/test";
import {
  accessibleOnceSettled,
  confirm,
  expectNoPageOverflow,
  signInAsAdmin,
  toast,
  uniqueName,
} from "./admin-ops-support";
import { expectAccessible } from "./support";

// Whole admin journeys: generous time on a busy machine.
test.describe.configure({ timeout: 180_000 });

const MY_PAGES = [
  "/admin/team",
  "/admin/cuisines",
  "/admin/weekly-cuisines",
  "/admin/orders",
  "/admin/orders/prep-sheet",
  "/admin/messages",
  "/admin/outbox",
  "/admin/settings",
];

test.describe("admin Settings tab", () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  });

  test("validates field by field, keeps what was typed, saves, and the public site follows", async ({ page }) => {
    await expectAccessible(page);
    const original = await page.getByLabel("Tagline").inputValue();
    const tagline = `FRESH E2E ${Date.now().toString(36).toUpperCase()}`;

    await page.getByLabel("Tagline").fill(tagline);
    await page.getByLabel("Contact email").fill("not-an-email");
    await page.getByLabel("First discount (%)").fill("150");
    await page.getByLabel("Shipping cap (£)").fill("abc");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("First discount must be between 0 and 100")).toBeVisible();
    await expect(page.getByText("Shipping cap must be an amount in pounds of 0 or more, e.g. 5.00")).toBeVisible();
    await expect(page.getByLabel("Tagline")).toHaveValue(tagline);

    // The server says the same when the browser checks are bypassed.
    const response = await page.request.post("/admin/settings", {
      form: {
        intent: "save-settings",
        businessName: "",
        contactEmail: "x",
        shippingBase: "5",
        shippingBaseContainers: "4",
        shippingPerExtraContainer: "0.5",
        shippingCap: "10",
        cateringTier1MinQty: "10",
        cateringTier1Percent: "10",
        cateringTier2MinQty: "20",
        cateringTier2Percent: "20",
        subscriptionDiscount: "6",
        cutoffWeekday: "3",
        cutoffTime: "23:59",
      },
    });
    expect(response.status()).toBe(400);

    await page.getByLabel("Contact email").fill("hello@saffrondabba.co.uk");
    await page.getByLabel("First discount (%)").fill("10");
    await page.getByLabel("Shipping cap (£)").fill("10.00");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Settings saved")).toBeVisible();

    await page.goto("/");
    await expect(page.getByRole("contentinfo").getByText(tagline)).toBeVisible();

    await page.goto("/admin/settings");
    await page.getByLabel("Tagline").fill(original);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Settings saved")).toBeVisible();
  });

  test("sets and removes a per-date capacity; weekdays are refused", async ({ page }) => {
    const d = new Date();
    d.setUTCHours(12, 0, 0, 0);
    d.setUTCDate(d.getUTCDate() + 28 * 7 + ((6 - d.getUTCDay() + 7) % 7));
    const saturday = d.toISOString().slice(0, 10);
    const friday = new Date(d.getTime() - 86_400_000).toISOString().slice(0, 10);
    const capacity = page.getByRole("region", { name: "Capacity per delivery date" });

    await capacity.getByLabel("Delivery date").fill(friday);
    await capacity.getByLabel("Capacity (boxes)").fill("12");
    await capacity.getByRole("button", { name: "Set capacity" }).click();
    await expect(
      capacity.getByText("Deliveries are on Saturdays and Sundays: please choose one of those"),
    ).toBeVisible();

    await capacity.getByLabel("Delivery date").fill(saturday);
    await capacity.getByRole("button", { name: "Set capacity" }).click();
    await expect(toast(page, "set to 12 boxes")).toBeVisible();
    const row = capacity.getByRole("row").filter({ hasText: "12 boxes" });
    await expect(row).toBeVisible();
    await accessibleOnceSettled(page);
    await row.getByRole("button", { name: /^Remove the capacity override for / }).click();
    await confirm(page, "Remove");
    await expect(toast(page, "Capacity override removed")).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("collection points: checked field by field, added, reordered, edited, deactivated and deleted after a confirmation", async ({
    page,
  }, testInfo) => {
    const section = page.getByRole("region", { name: "Collection points" });
    const list = section.getByRole("list", { name: "Collection points" });
    await expect(list.getByRole("listitem").filter({ hasText: "Saffron Dabba Kitchen" })).toBeVisible();

    // Nothing filled in: every problem is named.
    await section.getByRole("button", { name: "Add collection point" }).click();
    await expect(section.getByText("Please enter the collection point's name")).toBeVisible();
    await expect(section.getByText("Please enter the address")).toBeVisible();
    await expect(section.getByText("Please enter the postcode")).toBeVisible();
    await expect(section.getByText("Please give collection hours for Saturday, Sunday or both")).toBeVisible();
    // The server says the same when the browser checks are bypassed.
    const response = await page.request.post("/admin/settings", {
      form: { intent: "save-collection-point", name: "X", address: "1 Road", postcode: "nope", saturdayFrom: "12:00" },
    });
    expect(response.status()).toBe(400);

    const name = uniqueName("Market Stall");
    await section.getByLabel("Name").fill(name);
    await section.getByLabel("Postcode").fill("se15 4st");
    await section.getByLabel("Address").fill("Rye Lane Market, Peckham");
    await section.getByLabel("Instructions for customers (optional)").fill("Stall 12, under the green awning.");
    await section.getByLabel("Saturday from").fill("09:00");
    await section.getByLabel("Saturday until").fill("08:30");
    await section.getByRole("button", { name: "Add collection point" }).click();
    await expect(section.getByText("Saturday collection must end after it starts")).toBeVisible();
    await section.getByLabel("Saturday until").fill("12:00");
    await section.getByRole("button", { name: "Add collection point" }).click();
    await expect(toast(page, "Collection point added")).toBeVisible();
    const item = list.getByRole("listitem").filter({ hasText: name });
    await expect(item).toContainText("Rye Lane Market, Peckham, SE15 4ST");
    await expect(item).toContainText("Saturday: 09:00 - 12:00 · Sunday: no collection");
    await expect(item.getByText("Active", { exact: true })).toBeVisible();
    await expect(section.getByLabel("Name")).toHaveValue("");

    // Listed last; moved first.
    await expect(list.getByRole("listitem").last()).toContainText(name);
    await item.getByRole("button", { name: `Move ${name} up` }).click();
    await expect(list.getByRole("listitem").first()).toContainText(name);

    // Edited: the form opens with its values.
    await item.getByRole("button", { name: `Edit ${name}` }).click();
    await expect(section.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();
    await expect(section.getByLabel("Saturday from")).toHaveValue("09:00");
    await section.getByLabel("Sunday from").fill("10:00");
    await section.getByLabel("Sunday until").fill("11:30");
    await section.getByRole("button", { name: "Update collection point" }).click();
    await expect(toast(page, "Collection point updated")).toBeVisible();
    await expect(item).toContainText("Sunday: 10:00 - 11:30");
    await expect(section.getByRole("heading", { name: "Add a collection point" })).toBeVisible();

    await item.getByRole("button", { name: `Deactivate ${name}` }).click();
    await expect(toast(page, "Collection point deactivated")).toBeVisible();
    await expect(item.getByText("Inactive", { exact: true })).toBeVisible();
    await accessibleOnceSettled(page);
    await section.scrollIntoViewIfNeeded();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoPageOverflow(page);
      const path = testInfo.outputPath(`settings-collection-points-${width}.png`);
      await section.screenshot({ path });
      await testInfo.attach(`settings-collection-points-${width}`, { path, contentType: "image/png" });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await item.getByRole("button", { name: `Delete ${name}` }).click();
    await expect(page.getByRole("alertdialog", { name: `Delete ${name}?` })).toContainText(
      "Orders already placed keep",
    );
    await confirm(page, "Delete");
    await expect(toast(page, "Collection point deleted")).toBeVisible();
    await expect(item).toHaveCount(0);
  });

  test("every operations page is accessible and fits at 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    for (const path of MY_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("main#main")).toHaveCount(1);
      await expectNoPageOverflow(page);
      await accessibleOnceSettled(page);
    }
  });

  test("anonymous visitors are sent to log in and cannot post", async ({ browser }) => {
    const context = await browser.newContext();
    const anon = await context.newPage();
    for (const path of MY_PAGES) {
      await anon.goto(path);
      await expect(anon).toHaveURL(/\/login\?redirectTo=/);
    }
    // A form post is refused before the action runs: 403 for data requests, the login redirect for documents.
    const post = await anon.request.post("/admin/settings.data", {
      form: { intent: "save-settings", businessName: "Hacked" },
    });
    expect(post.status()).toBe(403);
    const documentPost = await anon.request.post("/admin/settings", {
      form: { intent: "save-settings", businessName: "Hacked" },
      maxRedirects: 0,
    });
    expect([302, 403]).toContain(documentPost.status());
    await anon.goto("/");
    await expect(anon.getByRole("contentinfo")).not.toContainText("Hacked");
    const csv = await anon.request.get("/admin/orders/prep-sheet.csv?date=2030-01-05", { maxRedirects: 0 });
    expect(csv.status()).toBe(302);
    await context.close();
  });
});
