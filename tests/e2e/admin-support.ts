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

/** The owner plans a weekend on the Weekly Cuisines tab, copies the dishes of its latest earlier twin and publishes it. */
export async function planWeekend(owner: Page, saturday: string, label: string, cuisines: [string, string]) {
  await owner.getByLabel("Saturday date").fill(saturday);
  await owner.getByLabel("First cuisine").selectOption(cuisines[0]);
  await owner.getByLabel("Second cuisine").selectOption(cuisines[1]);
  await owner.getByRole("button", { name: "Add Week" }).click();
  await expect(toast(owner, `Weekly cuisine added for ${label}`)).toBeVisible();
  await owner.getByRole("button", { name: `Copy from an earlier week to ${label}` }).click();
  const dialog = owner.getByRole("dialog", { name: `Copy dishes to ${label}` });
  await dialog.getByRole("button", { name: "Copy Dishes" }).click();
  await expect(toast(owner, `to ${label}`)).toContainText(/Copied \d+ dish(es)? from/);
  await expect(dialog).toBeHidden();
  // A planned weekend is a draft until it is published (decision 028).
  await owner.getByRole("button", { name: `Publish ${label}` }).click();
  await expect(toast(owner, `${label} is published`)).toBeVisible();
}
