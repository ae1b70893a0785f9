import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support";
import { VIEWPORTS } from "./site-support";

// This server starts on an empty database: no content, images, dishes, weeks, team or box types.
for (const vp of VIEWPORTS) {
  test.describe(`empty database at ${vp.width}px`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test("home falls back to the default texts and says there are no dishes", async ({ page }) => {
      await page.goto("/");
      await expectAccessible(page);
      const main = page.getByRole("main");
      await expect(main.getByText("HOME COOKED FRESH DELIVERED")).toBeVisible();
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(
        "Home-cooked Indian tiffins, delivered every weekend",
      );
      await expect(main.getByRole("heading", { name: "Check your postcode" })).toBeVisible();
      await expect(main.getByRole("heading", { name: "Tradition on plates" })).toBeVisible();
      await expect(main.getByText("No dishes are currently available. Please check back later!")).toBeVisible();
      // No box type, so no price to quote: the hero texts built on one are left out.
      await expect(main.getByText(/£/)).toHaveCount(0);
      await expect(main.getByText("Cooked fresh to order")).toBeVisible();
      // Neutral words: nothing of the demo business (its name, its part of London), the cutoff from Settings.
      await expect(page.locator("body")).not.toContainText(/London|\bSE\d*\b|Saffron/);
      await expect(main.getByText("Order by Wednesday for weekend delivery")).toBeVisible();
      await expect(main.getByText("Order by Wednesday for Saturday or Sunday.")).toBeVisible();
    });

    test("the menu shows its empty state", async ({ page }) => {
      await page.goto("/menu");
      await expectAccessible(page);
      await expect(page.getByRole("heading", { level: 1, name: "Our Weekly Menu" })).toBeVisible();
      await expect(page.getByText("No dishes available this week")).toBeVisible();
      await expect(page.getByText("Please check back later for our weekly menu updates.")).toBeVisible();
      const response = await page.goto("/menu?week=00000000-0000-4000-8000-000000000000");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "We could not find that week's menu" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "See this week's menu" })).toHaveAttribute(
        "href",
        "/menu",
      );
    });

    test("about us says the team is coming soon", async ({ page }) => {
      await page.goto("/about-us");
      await expectAccessible(page);
      await expect(page.getByText("Team member information coming soon...")).toBeVisible();
    });

    test("how it works offers Custom and Catering with the catering discounts, and no box type", async ({ page }) => {
      await page.goto("/how-it-works");
      await expectAccessible(page);
      const cards = page.getByRole("main").getByRole("heading", { level: 3 });
      await expect(cards).toHaveText(["Custom", "Catering"]);
      await expect(page.getByText("10% off when your catering order has 10 or more portions")).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: /^Order Now/ })).toHaveCount(2);
      await expect(page.getByText(/£/)).toHaveCount(0);
    });

    test("FAQs, get in touch and the static pages work without content", async ({ page }) => {
      for (const path of ["/faqs", "/get-in-touch", "/privacy-policy", "/terms-of-service", "/user-deletion"]) {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectAccessible(page);
      }
    });
  });
}
