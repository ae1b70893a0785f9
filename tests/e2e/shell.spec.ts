import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, signUpVerified } from "./support";

const VIEWPORTS = [
  { name: "mobile", width: 375, height: 740 },
  { name: "desktop", width: 1280, height: 800 },
];

async function openMenuIfMobile(page: Page, width: number) {
  if (width < 1024) await page.getByRole("button", { name: "Open menu" }).click();
}

for (const vp of VIEWPORTS) {
  test.describe(`header and footer at ${vp.width}px`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test("a visitor sees Log In, and Order Now leads to the postcode check", async ({ page }) => {
      await page.goto("/");
      await expectAccessible(page);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Log In" })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Order Now" })).toHaveAttribute(
        "href",
        "/postcode-check",
      );
      // On a phone the header's own Order Now button gives way to the one in the menu (its
      // className overrides the button's display).
      if (vp.width < 640) await expect(header.getByRole("link", { name: "Order Now" })).toBeHidden();
      else await expect(header.getByRole("link", { name: "Order Now" })).toBeVisible();
      await openMenuIfMobile(page, vp.width);
      const nav =
        vp.width < 1024
          ? page.getByRole("navigation", { name: "Mobile" })
          : page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "This Week's Menu" })).toBeVisible();
      if (vp.width < 1024) {
        await expect(nav.getByRole("link", { name: "Order Now" })).toHaveAttribute("href", "/postcode-check");
      } else {
        await expect(header.getByRole("link", { name: "Order Now" })).toHaveAttribute("href", "/postcode-check");
      }
      const footer = page.getByRole("contentinfo");
      for (const name of [
        "About Us",
        "How it Works",
        "This Week's Menu",
        "FAQs",
        "Get in Touch",
        "My Account",
        "Privacy Policy",
        "Terms of Service",
        "User Data Deletion",
      ]) {
        await expect(footer.getByRole("link", { name })).toBeVisible();
      }
      await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", /instagram\.com/);
      await expect(footer.getByText("HOME COOKED FRESH DELIVERED")).toBeVisible();
    });

    test("a guest sees the Guest label and sign-out; Order Now goes to the builder", async ({ page }) => {
      await page.goto("/login");
      await page.getByRole("button", { name: "Continue as Guest" }).click();
      await expect(page).toHaveURL(/\/$/);
      const header = page.getByRole("banner");
      await header.getByRole("button", { name: "Guest" }).click();
      await expect(page.getByText("You're browsing as a guest. Log in to access your account.")).toBeVisible();
      await expect(header.getByRole("link", { name: "Log In" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Order Now" })).toHaveAttribute(
        "href",
        "/order",
      );
      // Nothing sticks out sideways, even with the guest controls in the header.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
      await expectAccessible(page);
      // Guests who open /login are sent home.
      await page.goto("/login");
      await expect(page).toHaveURL(/\/$/);
      await header.getByRole("button", { name: "Sign out" }).click();
      await expect(header.getByRole("link", { name: "Log In" })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Order Now" })).toHaveAttribute(
        "href",
        "/postcode-check",
      );
    });

    test("a signed-in customer sees initials linking to the account", async ({ page, request }) => {
      await signUpVerified(page, request, { first: "Ravi", last: "Kumar" });
      await page.goto("/");
      const avatar = page.getByRole("banner").getByRole("link", { name: "My account" });
      await expect(avatar).toHaveText("RK");
      await expect(avatar).toHaveAttribute("href", "/my-account");
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "Order Now" })).toHaveAttribute(
        "href",
        "/order",
      );
      await expectAccessible(page);
      // A customer asking for the back-office ends up home, not in a redirect loop.
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test("an unknown URL shows the 404 page with a link home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("pages are server-rendered and protected by security headers", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("<header");
  expect(html).toContain("HOME COOKED FRESH DELIVERED");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  const health = await request.get("/api/health");
  expect(await health.json()).toMatchObject({ status: "ok", database: { reachable: true } });
});

test("the page scrolls to the top on navigation", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/privacy-policy/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("an anonymous visitor asking for an admin page is sent to log in", async ({ page }) => {
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fusers/);
});
