import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support";
import { gotoHydrated, PUBLIC_PAGES } from "./site-support";

// Phone, tablet and desktop: every public page fits the screen (nothing scrolls sideways).
for (const width of [375, 768, 1280]) {
  test(`every public page fits a ${width} px screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
}

test("on a tablet the home carousel shows three dishes at a time and the pages stay accessible", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await gotoHydrated(page, "/");
  const carousel = page.getByRole("group", { name: "Our dishes this week" });
  const width = (await carousel.getByRole("list").boundingBox())!.width;
  const slideWidth = (await carousel.locator('[aria-roledescription="slide"]').first().boundingBox())!.width;
  expect(Math.round(width / slideWidth)).toBe(3);
  await expectAccessible(page);
  for (const path of ["/menu", "/how-it-works", "/about-us", "/get-in-touch"]) {
    await page.goto(path);
    await expectAccessible(page);
  }
});
