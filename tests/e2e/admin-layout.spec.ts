import { expect, test } from "@playwright/test";
import { expectNoPageOverflow, signInAsAdmin } from "./admin-support";
import { expectAccessible } from "./support";

const TABS: Array<[string, string, string]> = [
  ["Menu", "/admin", "Menu Management"],
  ["Box Types", "/admin/box-types", "Box Types Management"],
  ["Delivery", "/admin/delivery", "Delivery Postcodes"],
  ["Content", "/admin/content", "Website Content Management"],
  ["Images", "/admin/images", "Website Images"],
  ["Users", "/admin/users", "User Management"],
];

test("anonymous visitors are sent to the login page", async ({ page }) => {
  await page.goto("/admin/delivery");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fdelivery/);
});

// Whole journeys with uploads: generous time when the machine is busy.
test.describe.configure({ timeout: 120_000 });

for (const width of [1280, 768]) {
  test.describe(`admin tabs at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("header, the nine tabs in order, and every 5a tab accessible without sideways scrolling", async ({ page }) => {
      await signInAsAdmin(page);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin");
      await expect(header.getByRole("link", { name: "View Website" })).toHaveAttribute("href", "/");
      await expect(header.getByRole("button", { name: "Sign Out" })).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Admin sections" });
      const labels = await nav.getByRole("link").allTextContents();
      expect(labels.slice(0, 9)).toEqual([
        "Menu",
        "Box Types",
        "Delivery",
        "Content",
        "Images",
        "Users",
        "Team",
        "Cuisines",
        "Weekly Cuisines",
      ]);

      for (const [label, url, heading] of TABS) {
        await nav.getByRole("link", { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${url}$`));
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
        await expectAccessible(page);
        await expectNoPageOverflow(page);
      }
    });
  });
}
