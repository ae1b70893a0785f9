import { expect, test } from "@playwright/test";
import { expectAccessible } from "./support";

// A fresh install with no menu, no box types and no delivery areas yet.
test("with nothing on the menu the builder shows the empty groups and cannot add", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue as Guest" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/order");
  await expect(page.getByRole("heading", { level: 1, name: "Build your order" })).toBeVisible();
  await expect(
    page.getByText("The menu for the coming weekends is not published yet. Please check back soon."),
  ).toBeVisible();
  // No box types yet: Custom/Catering is the only tab, with empty groups.
  await expect(page.getByRole("tab")).toHaveCount(1);
  await expect(page.getByRole("tab", { name: "Custom/Catering" })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByText("No dishes available in this category")).toHaveCount(4);
  await expect(panel.getByRole("button", { name: "Add to Order" })).toBeDisabled();
  await expect(page.getByRole("region", { name: "1. Pick your delivery date" }).getByRole("button")).toBeDisabled();
  await expect(
    page.getByRole("region", { name: "Order Summary" }).getByRole("button", { name: "Continue" }),
  ).toBeDisabled();
  await expectAccessible(page);
});

test("with no delivery areas every valid postcode is outside the area", async ({ page }) => {
  await page.goto("/postcode-check");
  await page.getByLabel("Postcode").fill("SE15 1AA");
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("We don't deliver to your postcode currently.")).toBeVisible();
});
