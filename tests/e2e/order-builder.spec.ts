import { expect, test, type Page } from "@playwright/test";
import { addEssentialsBox, addToOrder, details, payAtCheckout, pickFirstDate, readCart } from "./checkout-support";
import { expectAccessible, uniqueEmail } from "./support";

/** Money shown as £12.34 → pence. */
const pence = (text: string | null) => Math.round(Number((text ?? "").replace(/[^0-9.]/g, "")) * 100);
const money = (p: number) => `£${(p / 100).toFixed(2)}`;

async function startAsGuest(page: Page) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue as Guest" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/order");
  await expect(page.getByRole("heading", { level: 1, name: "Build your order" })).toBeVisible();
}

function summary(page: Page) {
  return page.getByRole("region", { name: "Order Summary" });
}

/** The summary's line of a standard Essentials box of this cuisine. */
function essentialsLine(page: Page, cuisine: string) {
  return summary(page)
    .getByRole("listitem")
    .filter({ hasText: `Essentials (Standard, ${cuisine})` });
}

function datePanel(page: Page) {
  return page.getByRole("region", { name: "1. Pick your delivery date" });
}

/**
 * Opens the date picker and picks the first open date of a weekend other than `other`'s (an ISO
 * date), looking through the months the picker offers. Returns the date picked.
 */
async function pickDateOfAnotherWeekend(page: Page, other: string): Promise<string> {
  await datePanel(page).getByRole("button").first().click();
  const calendar = page.getByRole("dialog", { name: "Delivery date" });
  const otherTime = Date.parse(`${other}T12:00:00Z`);
  for (let month = 0; month < 4; month++) {
    for (const button of await calendar.locator("button[aria-pressed]:not([disabled])").all()) {
      // The label is "Saturday 5 December 2026".
      const [, day, month, year] = (await button.getAttribute("aria-label"))!.split(" ");
      const time = Date.parse(`${day} ${month} ${year} 12:00 UTC`);
      const iso = new Date(time).toISOString().slice(0, 10);
      if (Math.abs(time - otherTime) >= 6 * 86_400_000) {
        await button.click();
        await expect(calendar).toHaveCount(0);
        return iso;
      }
    }
    await calendar.getByRole("button", { name: "Next month" }).click();
  }
  throw new Error(`No open date outside the weekend of ${other}`);
}

const cuisineOptions = (page: Page) => page.getByRole("group", { name: "Cuisine" }).locator("label").allTextContents();

async function figure(page: Page, label: string): Promise<number> {
  const row = summary(page)
    .locator("dl div")
    .filter({ has: page.getByText(label, { exact: true }) });
  return pence(await row.locator("dd").textContent());
}

/** Shipping of decisions.md: £5 up to 4 containers, +50p per extra, cap £10. */
const shipping = (containers: number) =>
  containers === 0 ? 0 : Math.min(1000, 500 + Math.max(0, containers - 4) * 50);

test.describe("postcode check", () => {
  test("a postcode we deliver to", async ({ page }) => {
    await page.goto("/postcode-check");
    await expectAccessible(page);
    await page.getByLabel("Postcode").fill("se15 1aa");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("Good News! We deliver to your postcode.")).toBeVisible();
    const next = page.getByRole("link", { name: "Continue to Order" });
    await expect(next).toHaveAttribute("href", "/login?redirectTo=%2Forder");
    await expectAccessible(page);
    await next.click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Forder$/);
  });

  test("a postcode we do not deliver to, and the waitlist", async ({ page }) => {
    await page.goto("/postcode-check");
    // SE1 is not a delivery prefix; SE15 is: no naive prefix matching either way.
    await page.getByLabel("Postcode").fill("N1 9GU");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("We don't deliver to your postcode currently.")).toBeVisible();
    await expect(page.getByText(/We're expanding our delivery area/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Order for Pickup" })).toHaveAttribute(
      "href",
      "/login?redirectTo=%2Forder",
    );
    await expectAccessible(page);

    const email = uniqueEmail("waitlist");
    const field = page.getByLabel("Email me when you deliver to my postcode");
    await field.fill(email);
    await page.getByRole("button", { name: "Join the waitlist" }).click();
    // The thank-you takes the form's place: nothing is left to fill in or send twice.
    await expect(page.getByRole("status")).toHaveText(`Thank you! We'll email ${email} when we deliver to N1 9GU.`);
    await expect(field).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Join the waitlist" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Order for Pickup" })).toBeVisible();
    await expectAccessible(page);

    // The same address again, another day: already on the list.
    await page.goto("/postcode-check");
    await page.getByLabel("Postcode").fill("N1 9GU");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await field.fill(email.toUpperCase());
    await page.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `You're already on our list: we'll email ${email} when we deliver to N1 9GU.`,
    );
    await expect(field).toHaveCount(0);
  });

  test("an invalid postcode and an invalid email", async ({ page }) => {
    await page.goto("/postcode-check");
    await page.getByLabel("Postcode").fill("hello");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("Please enter a valid UK postcode, for example SE15 1AA.")).toBeVisible();
    await expect(page.getByLabel("Postcode")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Good News!")).toHaveCount(0);
    await expectAccessible(page);

    await page.getByLabel("Postcode").fill("SW1A 1AA");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("We don't deliver to your postcode currently.")).toBeVisible();
    await page.getByLabel("Email me when you deliver to my postcode").fill("not-an-email");
    await page.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/postcode-check");
    await page.getByLabel("Postcode").fill("SE16 4AA");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("Good News! We deliver to your postcode.")).toBeVisible();
    await context.close();
  });

  test("guests go straight to the order page", async ({ page }) => {
    await startAsGuest(page);
    await page.goto("/postcode-check");
    await page.getByLabel("Postcode").fill("SE14 6AF");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.getByRole("link", { name: "Continue to Order" }).click();
    await expect(page).toHaveURL("/order");
  });
});

test.describe("order builder", () => {
  test("visitors who are neither signed in nor guests start at the postcode check", async ({ page }) => {
    await page.goto("/order");
    await expect(page).toHaveURL("/postcode-check");
  });

  test("Essentials: a box, quantities, subscription and the summary figures", async ({ page }) => {
    await startAsGuest(page);
    await expectAccessible(page);
    await expect(page.getByRole("tab", { name: "Essentials", exact: true })).toHaveAttribute("aria-selected", "true");
    const summaryBox = summary(page);
    await expect(summaryBox.getByRole("button", { name: "Continue" })).toBeDisabled();
    await expect(summaryBox.getByText("Shipping Cost")).toHaveCount(0);

    // The week's four Essentials dishes, one per group.
    const panel = page.getByRole("tabpanel");
    for (const group of ["Rice", "Dal & Legumes", "Vegetables", "Mains"]) {
      await expect(panel.getByRole("region", { name: group }).getByRole("listitem")).toHaveCount(1);
    }
    const unit = pence(await panel.getByText(/per box$/).textContent());
    expect(unit).toBeGreaterThan(0);

    await panel.getByRole("button", { name: "Increase quantity of Essentials" }).click();
    await panel.getByRole("button", { name: /^Add to Order/ }).click();
    const line = summaryBox.getByRole("listitem").filter({ hasText: /^Essentials \(Standard, / });
    await expect(line).toBeVisible();
    await expect(line.getByText(money(unit * 2), { exact: true })).toBeVisible();
    expect(await figure(page, "Subtotal")).toBe(unit * 2);
    expect(await figure(page, "Shipping Cost")).toBe(shipping(8));
    expect(await figure(page, "Total Order")).toBe(unit * 2 + shipping(8));
    await expect(summaryBox.getByText("Total boxes").locator("..")).toContainText("2");
    await expect(summaryBox.getByText("Total servings").locator("..")).toContainText("3");
    await expect(summaryBox.getByText("Cost per serving").locator("..")).toContainText(
      money(Math.round((unit * 2 + shipping(8)) / 3)),
    );

    // Quantities never go below 1 in the summary.
    await line.getByRole("button", { name: /^Decrease quantity/ }).click();
    await expect(line.getByRole("button", { name: /^Decrease quantity/ })).toBeDisabled();
    expect(await figure(page, "Total Order")).toBe(unit + shipping(4));

    // A weekly subscription takes its discount off, shown in brackets.
    await line.getByLabel("Subscription active").check();
    await expect(summaryBox.getByText("Discounts")).toBeVisible();
    const discount = await figure(page, "Discounts");
    expect(discount).toBeGreaterThan(0);
    await expect(summaryBox.getByText(`(${money(discount)})`)).toBeVisible();
    expect(await figure(page, "Total Order")).toBe(unit + shipping(4) - discount);

    // Vegetarian box: the vegetarian price and a vegetarian main.
    await page.getByRole("group", { name: "Box type" }).getByText("Vegetarian", { exact: true }).click();
    const vegUnit = pence(await panel.getByText(/per box$/).textContent());
    expect(vegUnit).toBeLessThanOrEqual(unit);
    await panel.getByRole("button", { name: /^Add to Order/ }).click();
    await expect(summaryBox.getByRole("listitem").filter({ hasText: /^Essentials \(Vegetarian, / })).toBeVisible();

    await line.getByRole("button", { name: /^Remove / }).click();
    await expect(line).toHaveCount(0);
  });

  test("Essentials: the cuisine selector switches the box", async ({ page }) => {
    await startAsGuest(page);
    const cuisines = page.getByRole("group", { name: "Cuisine" }).getByRole("radio");
    await expect(cuisines).toHaveCount(2);
    const first = await page.getByRole("region", { name: "Mains" }).getByRole("listitem").textContent();
    await page.getByRole("group", { name: "Cuisine" }).locator("label").nth(1).click();
    await expect(page.getByRole("region", { name: "Mains" }).getByRole("listitem")).not.toHaveText(first ?? "");
    // Only the Essentials tab shows it.
    await page.getByRole("tab", { name: "Essentials Plus" }).click();
    await expect(page.getByRole("group", { name: "Cuisine" })).toHaveCount(0);
  });

  test("Essentials Plus: one dish per group before it can be added", async ({ page }) => {
    await startAsGuest(page);
    await page.getByRole("tab", { name: "Essentials Plus" }).click();
    const panel = page.getByRole("tabpanel");
    const add = panel.getByRole("button", { name: /^Add to Order/ });
    await expect(panel.getByText("Please pick a dish in each category")).toBeVisible();
    await expect(add).toBeDisabled();
    const groups = ["Rice", "Dal & Legumes", "Vegetables", "Mains"];
    for (const group of groups.slice(0, 3)) {
      await panel
        .getByRole("region", { name: group })
        .getByRole("button", { name: /^Pick / })
        .first()
        .click();
    }
    await expect(add).toBeDisabled();
    // Picking another dish of a group replaces the first pick.
    const rice = panel.getByRole("region", { name: "Rice" }).getByRole("button", { name: /^Pick / });
    await rice.nth(1).click();
    await expect(panel.getByRole("region", { name: "Rice" }).getByRole("button", { pressed: true })).toHaveCount(1);
    await panel
      .getByRole("region", { name: "Mains" })
      .getByRole("button", { name: /^Pick / })
      .first()
      .click();
    await expect(panel.getByText("You have picked 1 dish in each category")).toBeVisible();
    await expect(add).toBeEnabled();
    await expectAccessible(page);
    await add.click();
    await expect(
      summary(page)
        .getByRole("listitem")
        .filter({ hasText: /^Essentials Plus \(Standard\)/ }),
    ).toBeVisible();
    await expect(panel.getByText("Please pick a dish in each category")).toBeVisible();
  });

  test("Custom: dishes with quantities, details and the catering discount", async ({ page }) => {
    await startAsGuest(page);
    await page.getByRole("tab", { name: "Custom/Catering" }).click();
    const panel = page.getByRole("tabpanel");
    const add = panel.getByRole("button", { name: "Add to Order" });
    await expect(add).toBeDisabled();
    const dish = panel.getByRole("region", { name: "Vegetables" }).getByRole("listitem").first();
    const dishName = (await dish.getByRole("button").first().textContent())!.trim();
    // Quantities change only while the dish is selected.
    await expect(dish.getByRole("button", { name: `Increase quantity of ${dishName}` })).toBeDisabled();
    await dish.getByRole("button", { name: `Add ${dishName}` }).click();
    for (let i = 0; i < 9; i++) await dish.getByRole("button", { name: `Increase quantity of ${dishName}` }).click();
    await expect(panel.getByText("10 portions selected")).toBeVisible();
    const price = pence(await dish.getByText(/£\d/).textContent());
    await add.click();

    const line = summary(page)
      .getByRole("listitem")
      .filter({ hasText: /^Custom Order/ });
    await expect(line).toBeVisible();
    await line.getByRole("button", { name: "View Details" }).click();
    await expect(line.getByText(`${dishName} × 10`)).toBeVisible();
    await expect(line.getByText(money(price * 10)).first()).toBeVisible();
    const discount = Math.round((price * 10) / 10);
    await expect(line.getByText(`(${money(discount)})`)).toBeVisible();
    expect(await figure(page, "Discounts")).toBe(discount);
    expect(await figure(page, "Total Order")).toBe(price * 10 + shipping(10) - discount);
    // Selections are cleared after adding.
    await expect(panel.getByText("0 portions selected")).toBeVisible();
    await expectAccessible(page);
  });

  test("the tab chosen on How it works opens, the cart survives a reload, and Continue goes to checkout", async ({
    page,
  }) => {
    await startAsGuest(page);
    await page.goto("/how-it-works");
    await page
      .getByRole("link", { name: /^Order Now: Custom/ })
      .first()
      .click();
    await expect(page).toHaveURL("/order");
    await expect(page.getByRole("tab", { name: "Custom/Catering" })).toHaveAttribute("aria-selected", "true");

    await addEssentialsBox(page);
    const continueButton = summary(page).getByRole("button", { name: "Continue" });
    await expect(continueButton).toBeEnabled();

    // The picker opens on the next weekend that can be ordered and shows 'dd MMM, yyyy'.
    await datePanel(page).getByRole("button", { name: "Pick a delivery date" }).click();
    const calendar = page.getByRole("dialog", { name: "Delivery date" });
    const firstOpen = calendar.locator("button[aria-pressed]:not([disabled])").first();
    const label = (await firstOpen.getAttribute("aria-label"))!;
    expect(label).toMatch(/^(Saturday|Sunday) /);
    await expectAccessible(page);
    await firstOpen.click();
    await expect(calendar).toHaveCount(0);
    const picked = datePanel(page).getByRole("button", { name: /^\d{2} [A-Z][a-z]{2}, \d{4}$/ });
    await expect(picked).toBeVisible();
    const pickedText = await picked.textContent();
    await expect(summary(page).locator("p", { hasText: "Delivery date:" })).toContainText(label);

    await page.reload();
    await expect(
      summary(page)
        .getByRole("listitem")
        .filter({ hasText: /^Essentials \(/ }),
    ).toBeVisible();
    await expect(datePanel(page).getByRole("button", { name: pickedText! })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("dabba_cart") ?? "null"));
    expect(stored.lines).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toMatch(/price/i);

    await summary(page).getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL("/checkout");
  });

  test("Clear order removes the lines and the delivery date", async ({ page }) => {
    await startAsGuest(page);
    await addToOrder(page);
    await pickFirstDate(page);
    await summary(page).getByRole("button", { name: "Clear order" }).click();
    await expect(summary(page).getByText("Your order is empty.", { exact: false })).toBeVisible();
    await expect(datePanel(page).getByRole("button", { name: "Pick a delivery date" })).toBeVisible();
    await expect(summary(page).getByRole("button", { name: "Continue" })).toBeDisabled();
    await page.reload();
    await expect(summary(page).getByText("Your order is empty.", { exact: false })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("dabba_cart"))).toBeNull();
  });

  test("Continue asks for a delivery date first", async ({ page }) => {
    await startAsGuest(page);
    await addToOrder(page);
    await summary(page).getByRole("button", { name: "Continue" }).click();
    await expect(summary(page).getByText("Please pick a delivery date.")).toBeVisible();
    await expect(page).toHaveURL("/order");
  });

  test("lines that are no longer on the menu are dropped when the cart is restored", async ({ page }) => {
    await startAsGuest(page);
    // Stored before any page script runs, so the builder cannot overwrite it first.
    await page.addInitScript(() =>
      localStorage.setItem(
        "dabba_cart",
        JSON.stringify({
          version: 2,
          fulfilment: "delivery",
          postcode: null,
          deliveryDate: "2001-01-06",
          lines: [
            {
              id: "gone",
              type: "custom",
              isSubscription: false,
              items: [{ dishId: "00000000-0000-4000-8000-000000000000", quantity: 2 }],
            },
          ],
        }),
      ),
    );
    await page.reload();
    await expect(page.getByText("Some items in your order are no longer available and were removed.")).toBeVisible();
    await expect(summary(page).getByText("Your order is empty.", { exact: false })).toBeVisible();
    await expect(datePanel(page).getByRole("button", { name: "Pick a delivery date" })).toBeVisible();
  });

  test("two weekends in one session: the date picks the menu, and each order gets its weekend's dishes", async ({
    page,
  }) => {
    test.slow();
    await startAsGuest(page);
    await expect(page.getByText(/^Menu for the weekend of .+ \(the next weekend you can order\)\.$/)).toBeVisible();

    // First weekend: an Essentials box of its first cuisine.
    await pickFirstDate(page);
    const first = (await readCart(page)) as { deliveryDate: string };
    const firstHeading = (await page.getByText(/^Menu for the weekend of /).textContent())!;
    const firstCuisines = await cuisineOptions(page);
    await addToOrder(page);
    const firstLine = essentialsLine(page, firstCuisines[0]);
    await expect(firstLine).toBeVisible();
    const firstDishes = (await firstLine.locator("p").nth(2).textContent())!;

    // Another weekend: its own menu; the box of the other weekend's cuisine is set aside, by name.
    const second = await pickDateOfAnotherWeekend(page, first.deliveryDate);
    await expect(page.getByText(/^Menu for the weekend of /)).not.toHaveText(firstHeading);
    const secondCuisines = await cuisineOptions(page);
    expect(secondCuisines).not.toEqual(firstCuisines);
    await expect(
      summary(page).getByText(
        new RegExp(
          `^Not on the menu for the weekend of .+, so set aside: 1 × Essentials \\(Standard, ${firstCuisines[0]}\\)\\.`,
        ),
      ),
    ).toBeVisible();
    await expect(firstLine).toHaveCount(0);
    await addToOrder(page);
    const secondLine = essentialsLine(page, secondCuisines[0]);
    await expect(secondLine).toBeVisible();
    const secondDishes = (await secondLine.locator("p").nth(2).textContent())!;
    expect(secondDishes).not.toEqual(firstDishes);

    // Pay for the second weekend, then order the first weekend again in the same session.
    await summary(page).getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await payAtCheckout(page, details(uniqueEmail("weekend-b")));
    await expect(page.getByText(secondDishes.split(" · ")[0]).first()).toBeVisible();

    await page.goto("/order");
    await pickFirstDate(page);
    expect(((await readCart(page)) as { deliveryDate: string }).deliveryDate).not.toBe(second);
    await expect(page.getByText(/^Menu for the weekend of /)).toHaveText(
      firstHeading.replace(" (the next weekend you can order)", ""),
    );
    await addToOrder(page);
    await expect(firstLine).toBeVisible();
    await summary(page).getByRole("button", { name: "Continue" }).click();
    await payAtCheckout(page, details(uniqueEmail("weekend-a")));
    await expect(page.getByText(firstDishes.split(" · ")[0]).first()).toBeVisible();
  });
});

/** The right edge of the widest element of the page's main content. */
const mainRight = (page: Page) =>
  page.evaluate(() =>
    Math.max(...[...document.querySelectorAll("main *")].map((e) => e.getBoundingClientRect().right)),
  );

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("postcode check and builder are usable on a phone", async ({ page }) => {
    await page.goto("/postcode-check");
    await page.getByLabel("Postcode").fill("SE15 1AA");
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("Good News! We deliver to your postcode.")).toBeVisible();
    await expectAccessible(page);
    expect(await mainRight(page)).toBeLessThanOrEqual(375);

    await startAsGuest(page);
    expect(await mainRight(page)).toBeLessThanOrEqual(375);
    await addToOrder(page);
    const line = summary(page)
      .getByRole("listitem")
      .filter({ hasText: /^Essentials \(/ });
    await line.scrollIntoViewIfNeeded();
    await expect(line).toBeInViewport();
    await page.getByRole("tab", { name: "Custom/Catering" }).click();
    expect(await mainRight(page)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });
});
