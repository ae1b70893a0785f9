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
 * Axe runs once toasts have gone: sonner's coloured toasts animate in at partial opacity, which
 * axe reads as low contrast. Toasts also survive client-side navigation, so pages reached after
 * an action wait too.
 */
export async function accessibleOnceSettled(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}
