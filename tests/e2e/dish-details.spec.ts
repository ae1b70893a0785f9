import { expect, test } from "@playwright/test";
import { continueAsGuest, pickFirstDate } from "./checkout-support";
import { expectAccessible } from "./support";

// A phone: a tap, never a hover, opens what a dish is.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test("a tap on a dish name opens its native name and description below it, a second tap closes them, and so do Enter and Space", async ({
  page,
}) => {
  await continueAsGuest(page);
  await page.goto("/order");
  await pickFirstDate(page);
  await page.getByRole("tab", { name: "Custom/Catering" }).tap();
  const row = page.getByRole("tabpanel").getByRole("region", { name: "Rice" }).getByRole("listitem").first();
  const name = row.getByRole("button").first();
  await expect(name).toHaveAttribute("aria-expanded", "false");
  const details = page.locator(`[id="${await name.getAttribute("aria-controls")}"]`);
  await expect(details).toBeHidden();

  await name.tap();
  await expect(name).toHaveAttribute("aria-expanded", "true");
  await expect(details).toBeVisible();
  await expect(details).toHaveText(/\S{3}/);
  // Inside the dish's row and on the screen, not a floating box cut by the edge.
  const [box, rowBox] = [await details.boundingBox(), await row.boundingBox()];
  expect(box!.x).toBeGreaterThanOrEqual(rowBox!.x);
  expect(box!.x + box!.width).toBeLessThanOrEqual(Math.min(rowBox!.x + rowBox!.width, 375));
  await expectAccessible(page);

  await name.tap();
  await expect(name).toHaveAttribute("aria-expanded", "false");
  await expect(details).toBeHidden();

  // The keyboard opens and closes it the same way.
  await name.focus();
  await page.keyboard.press("Enter");
  await expect(details).toBeVisible();
  await page.keyboard.press("Space");
  await expect(details).toBeHidden();
});
