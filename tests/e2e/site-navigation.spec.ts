import { expect, test, type Page } from "@playwright/test";
import { VIEWPORTS, gotoHydrated } from "./site-support";

const HEADER_LINKS = [
  { name: "Home", url: /\/$/, heading: /.+/ },
  { name: "This Week's Menu", url: /\/menu$/, heading: "Our Weekly Menu" },
  { name: "How it Works", url: /\/how-it-works$/, heading: "Ordering from Saffron Dabba" },
  { name: "About Us", url: /\/about-us$/, heading: "About Saffron Dabba" },
  { name: "FAQs", url: /\/faqs$/, heading: "Frequently asked questions" },
  { name: "Get in Touch", url: /\/get-in-touch$/, heading: "Get in touch" },
];

const FOOTER_LINKS = [
  { name: "About Us", url: /\/about-us$/ },
  { name: "How it Works", url: /\/how-it-works$/ },
  { name: "This Week's Menu", url: /\/menu$/ },
  { name: "Order Now", url: /\/postcode-check$/ },
  { name: "FAQs", url: /\/faqs$/ },
  { name: "Get in Touch", url: /\/get-in-touch$/ },
  { name: "My Account", url: /\/(my-account|login)(\?.*)?$/ },
  { name: "Privacy Policy", url: /\/privacy-policy$/ },
  { name: "Terms of Service", url: /\/terms-of-service$/ },
  { name: "User Data Deletion", url: /\/user-deletion$/ },
];

async function headerNav(page: Page, width: number) {
  if (width < 1024) {
    await page.getByRole("button", { name: "Open menu" }).click();
    return page.getByRole("navigation", { name: "Mobile" });
  }
  return page.getByRole("navigation", { name: "Main" });
}

for (const vp of VIEWPORTS) {
  test.describe(`site links at ${vp.width}px`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test("every header link opens its page", async ({ page }) => {
      await gotoHydrated(page, "/faqs");
      for (const link of HEADER_LINKS) {
        const nav = await headerNav(page, vp.width);
        await nav.getByRole("link", { name: link.name, exact: true }).click();
        await expect(page).toHaveURL(link.url);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(link.heading);
        // The page starts at the top after each navigation.
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      }
      await page.getByRole("banner").getByRole("link", { name: "Log In" }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    test("every footer link opens its page", async ({ page }) => {
      for (const link of FOOTER_LINKS) {
        await gotoHydrated(page, "/privacy-policy");
        await page.getByRole("contentinfo").getByRole("link", { name: link.name, exact: true }).click();
        await expect(page).toHaveURL(link.url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
      }
    });
  });
}

test("an unknown path shows the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});
