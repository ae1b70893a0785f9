import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN, signIn } from "./support";

/** Signs in as the demo admin and lands on the dashboard. */
export async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
}

/** A real PNG made with sharp. */
export async function pngFile(name = "e2e.png", colour = "#d97706") {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** A text file renamed to .png: the server must refuse it by its content. */
export function renamedTextFile(name = "not-an-image.png") {
  return { name, mimeType: "image/png", buffer: Buffer.from("This is a text file, not an image.\n") };
}

export function uniqueName(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** The sonner toast with this title. */
export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
}

/** Confirms the open confirmation dialog with its destructive button. */
export async function confirm(page: Page, button = "Delete") {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The page does not scroll sideways (tables and the tab bar scroll inside themselves). */
export async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(1);
}
