import { expect, type Page } from "@playwright/test";
import { expectAccessible } from "./support";

export {
  confirm,
  expectNoPageOverflow,
  pngFile,
  renamedTextFile,
  signInAsAdmin,
  toast,
  uniqueName,
} from "./admin-support";

/**
 * Axe runs once toasts have gone, and no other is on its way: sonner's coloured toasts animate in
 * at partial opacity, which axe reads as low contrast. Toasts also survive client-side navigation,
 * so pages reached after an action wait too; and a reply still in flight (checkout's fresh quote)
 * can show one a moment after the last has gone, so the page must stay without one for half a
 * second.
 */
export async function accessibleOnceSettled(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  await expect(async () => {
    await expect(toasts).toHaveCount(0, { timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(await toasts.count()).toBe(0);
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page);
}
