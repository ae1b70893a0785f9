import { expect, test, type Page } from "@playwright/test";
import { addEssentialsBox, addToOrder, continueAsGuest } from "./checkout-support";
import { useClockedApp } from "./clocked-app";
import { expectAccessible, signUpVerified } from "./support";

/**
 * Issue 25: the basket kept in the browser belongs to one shopper and survives a change of date;
 * on a phone a bar at the bottom leads to it.
 */

const summary = (page: Page) => page.getByRole("region", { name: "Order Summary" });
const summaryLine = (page: Page, text: string | RegExp) =>
  summary(page).getByRole("listitem").filter({ hasText: text });
const emptyBasket = (page: Page) => summary(page).getByText("Your order is empty.", { exact: false });

async function addEssentials(page: Page) {
  await addEssentialsBox(page);
  await expect(summaryLine(page, /^Essentials \(/).first()).toBeVisible();
}

async function openBuilder(page: Page) {
  await page.goto("/order");
  await expect(page.getByRole("heading", { level: 1, name: "Build your order" })).toBeVisible();
  await expect(summary(page)).toHaveAttribute("aria-busy", "false");
}

test.describe("whose basket", () => {
  test("a customer's basket is not shown after they sign out, to the next guest, nor a guest's to the guest after", async ({
    page,
    request,
  }) => {
    test.slow();
    await signUpVerified(page, request);
    await openBuilder(page);
    await addEssentials(page);

    // Signed out: the next person on this browser, a guest, starts with an empty basket.
    await page.goto("/my-account");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await continueAsGuest(page);
    await openBuilder(page);
    await expect(emptyBasket(page)).toBeVisible();

    // The guest's own basket stays with them (a reload keeps it)...
    await addEssentials(page);
    await page.reload();
    await expect(summaryLine(page, /^Essentials \(/)).toBeVisible();

    // ...and goes when they sign out: the next guest starts empty, at checkout too.
    await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
    await continueAsGuest(page);
    await openBuilder(page);
    await expect(emptyBasket(page)).toBeVisible();
    await page.goto("/checkout");
    await expect(page.getByText("Essentials (")).toHaveCount(0);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a bar at the bottom shows the basket's boxes and total and leads to the summary", async ({ page }) => {
    await continueAsGuest(page);
    await openBuilder(page);
    const bar = page.getByTestId("basket-bar");
    await expect(bar).toHaveCount(0);

    await addEssentials(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const link = bar.getByRole("link", { name: /View order/ });
    await expect(link).toBeInViewport();
    const total = (await summary(page)
      .locator("dl div")
      .filter({ has: page.getByText("Total Order", { exact: true }) })
      .locator("dd")
      .textContent())!.trim();
    await expect(link).toContainText(`1 box · ${total}`);
    // At the bottom of the screen while the menu is read.
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeGreaterThan(740 - 4);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath("basket-bar-375.png") });

    // By keyboard: Enter on the bar moves to the summary, which takes the focus; the bar steps aside.
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(summary(page)).toBeFocused();
    await expect(summary(page).getByRole("heading", { name: "Order Summary" })).toBeInViewport();
    await expect(bar).toBeHidden();

    // It takes its own room at the end of the builder: nothing of the summary is under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const summaryBox = (await summary(page).boundingBox())!;
    const endBox = (await bar.boundingBox())!;
    expect(endBox.y).toBeGreaterThanOrEqual(summaryBox.y + summaryBox.height);

    // It counts what the summary counts.
    await page.evaluate(() => window.scrollTo(0, 0));
    await addEssentials(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(link).toContainText("2 boxes · ");
  });
});

/**
 * On a server whose clock stands at Monday 23 November 2026, the demo menus of 28 November and
 * 12 December are the same (Punjabi and Goan) and 5 December's is another (Bengali and Hyderabadi).
 */
test.describe("a change of delivery date", () => {
  const port = Number(process.env.E2E_PORT ?? 4173) + 37;
  useClockedApp(port, "2026-11-23T10:00:00Z");

  /** Picks a date in the builder's calendar by its label, e.g. "Saturday 5 December 2026". */
  async function pickDate(page: Page, label: string) {
    await page.getByRole("region", { name: "1. Pick your delivery date" }).getByRole("button").first().click();
    const calendar = page.getByRole("dialog", { name: "Delivery date" });
    const day = calendar.getByRole("button", { name: label, exact: true });
    // The calendar opens on the month of the date picked before: from the first month, forward.
    const previous = calendar.getByRole("button", { name: "Previous month" });
    while (await previous.isEnabled()) await previous.click();
    for (let month = 0; month < 3 && !(await day.count()); month++)
      await calendar.getByRole("button", { name: "Next month" }).click();
    await day.click();
    await expect(calendar).toHaveCount(0);
  }

  /** What the summary says about lines set aside or brought back. */
  const notice = (page: Page) => summary(page).getByText(/^(Back in your order|Not on the menu)/);

  test("keeps the lines the new weekend's menu has, names the ones set aside, and brings them back", async ({
    page,
  }) => {
    test.slow();
    await continueAsGuest(page);
    await openBuilder(page);

    await pickDate(page, "Saturday 28 November 2026");
    await addEssentials(page);
    await page.getByRole("tab", { name: "Custom/Catering" }).click();
    const dish = page.getByRole("tabpanel").getByRole("region", { name: "Mains" }).getByRole("listitem").first();
    const dishName = (await dish.getByRole("button").first().textContent())!.trim();
    await dish.getByRole("button", { name: `Add ${dishName}` }).click();
    await addToOrder(page);
    const punjabi = summaryLine(page, "Essentials (Standard, Punjabi)");
    const custom = summaryLine(page, /^Custom Order/);
    await expect(punjabi).toBeVisible();
    await expect(custom).toBeVisible();

    // 12 December has the same menu: every line comes along, and nothing needs saying.
    await pickDate(page, "Saturday 12 December 2026");
    await expect(punjabi).toBeVisible();
    await expect(custom).toBeVisible();
    await expect(notice(page)).toHaveCount(0);

    // 5 December has neither: both are set aside, by name, and the basket is empty for now.
    await pickDate(page, "Saturday 5 December 2026");
    await expect(notice(page)).toHaveText(
      `Not on the menu for the weekend of 5 - 6 December, so set aside: 1 × Essentials (Standard, Punjabi); ` +
        `Custom Order (1 × ${dishName}). They come back when you pick a date whose menu has them.`,
    );
    await expect(emptyBasket(page)).toBeVisible();
    await addEssentials(page);
    const bengali = summaryLine(page, "Essentials (Standard, Bengali)");
    await expect(bengali).toBeVisible();

    // The first date again: its lines are back; the Bengali box is set aside in turn.
    await pickDate(page, "Saturday 28 November 2026");
    await expect(notice(page)).toHaveText(
      `Back in your order: 1 × Essentials (Standard, Punjabi); Custom Order (1 × ${dishName}). ` +
        "Not on the menu for the weekend of 28 - 29 November, so set aside: 1 × Essentials (Standard, Bengali). " +
        "They come back when you pick a date whose menu has them.",
    );
    await expect(punjabi).toBeVisible();
    await expect(custom).toBeVisible();
    await expect(bengali).toHaveCount(0);
    await expectAccessible(page);

    // Kept as it is over a reload, and checkout is priced by the server for the lines shown only.
    await page.reload();
    await expect(punjabi).toBeVisible();
    await expect(custom).toBeVisible();
    await summary(page).getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId("checkout-total")).toBeVisible();
    await expect(page.getByText("Essentials (Standard, Punjabi)").first()).toBeVisible();
    await expect(page.getByText("Essentials (Standard, Bengali)")).toHaveCount(0);
  });
});
