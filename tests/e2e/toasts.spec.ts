import { expect, type Page } from "@playwright/test";
import { test } from "@playwright/test";
import { signInAsAdmin, toast } from "./admin-support";

/** The toast lies wholly below the page's header (the site's sticky one, or the back-office's). */
async function expectToastBelowHeader(page: Page, title: string) {
  await expect(toast(page, title)).toBeVisible();
  await expect
    .poll(async () => {
      const [header, shown] = [await page.getByRole("banner").boundingBox(), await toast(page, title).boundingBox()];
      return shown && header ? shown.y - (header.y + header.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`toasts at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("a toast on a public page shows below the header, not over it", async ({ page }) => {
      await page.goto("/login");
      await page.getByLabel("Email").fill("nobody@example.com");
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Log In", exact: true }).click();
      await expectToastBelowHeader(page, "Login failed");
      // Scrolled down, the sticky header is still there and the toast still clears it.
      await page.mouse.wheel(0, 400);
      await expectToastBelowHeader(page, "Login failed");
    });

    test("a toast in the back-office shows below its header, where the header is on screen", async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto("/admin/settings");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page, "Settings saved")).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectToastBelowHeader(page, "Settings saved");
    });
  });
}
