import { expect, type Page } from "@playwright/test";

/** Every public marketing page (issue 3). */
export const PUBLIC_PAGES = [
  "/",
  "/menu",
  "/how-it-works",
  "/about-us",
  "/get-in-touch",
  "/faqs",
  "/privacy-policy",
  "/terms-of-service",
  "/user-deletion",
];

export const VIEWPORTS = [
  { name: "mobile", width: 375, height: 740 },
  { name: "desktop", width: 1280, height: 800 },
];

/**
 * Opens a page and waits until React has taken it over: public pages are complete HTML and
 * hydrate just after their first paint, so clicks that need JavaScript wait for this.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

/** The JSON-LD blocks of the page, parsed. */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

/** Title, description, canonical and Open Graph tags are present and point at this page. */
export async function expectFindable(page: Page, path: string) {
  await expect(page).toHaveTitle(/\S/);
  const head = page.locator("head");
  await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
  const canonical = await head.locator('link[rel="canonical"]').getAttribute("href");
  expect(new URL(canonical!).pathname).toBe(path);
  for (const property of ["og:title", "og:description", "og:url", "og:type", "og:site_name"]) {
    await expect(head.locator(`meta[property="${property}"]`)).toHaveAttribute("content", /\S/);
  }
}
