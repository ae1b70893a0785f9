import { expect, type Browser, type Page } from "@playwright/test";

export const CART_KEY = "dabba_cart";

export interface CartLine {
  id: string;
  type: "box" | "custom";
  [key: string]: unknown;
}

/** The fields of a stored cart (version 2) besides its lines and date: a delivery order. */
export const CART = { version: 2, fulfilment: "delivery", postcode: null } as const;

export interface Quote {
  ok: boolean;
  message?: string;
  totalPence?: number;
  dateProblem?: string | null;
  lines?: Array<{ label: string; quantity: number; lineTotalPence: number }>;
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The next weekend days (Saturdays and Sundays) from today, in order. */
export function upcomingWeekendDays(count = 8): string[] {
  const days: string[] = [];
  const d = new Date();
  d.setUTCHours(12, 0, 0, 0);
  while (days.length < count) {
    if (d.getUTCDay() === 6 || d.getUTCDay() === 0) days.push(isoDate(d));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return days;
}

/** Prices a cart with the server (as the checkout summary does), with the page's cookies. */
export async function quote(page: Page, cart: unknown): Promise<Quote> {
  const response = await page.request.post("/api/checkout/quote", { data: { cart } });
  expect(response.ok(), `quote: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Quote;
}

/** The Essentials box type's id, learnt from the builder (the same for the server's lifetime). */
let essentialsBoxTypeId: string | null = null;

/**
 * The first date that can be ordered and a cuisine of its weekend's menu, found the way a
 * customer finds them: the builder's first offered date and its Essentials box (the demo menu
 * and the cutoff depend on today's date). Needs a customer or guest session; leaves the cart empty.
 */
export async function orderableEssentials(page: Page): Promise<{ cuisine: string; date: string }> {
  await page.goto("/order");
  await pickFirstDate(page);
  await addEssentialsBox(page);
  await expect.poll(async () => ((await readCart(page)) as { lines?: unknown[] } | null)?.lines?.length).toBe(1);
  const cart = (await readCart(page)) as { deliveryDate: string; lines: Array<{ boxTypeId: string; cuisine: string }> };
  essentialsBoxTypeId = cart.lines[0].boxTypeId;
  await page.evaluate((key) => window.localStorage.removeItem(key), CART_KEY);
  return { cuisine: cart.lines[0].cuisine, date: cart.deliveryDate };
}

/** An Essentials box line of a cuisine (call orderableEssentials first: it learns the box type). */
export function essentials(cuisine: string, over: Record<string, unknown> = {}): CartLine {
  if (!essentialsBoxTypeId) throw new Error("Call orderableEssentials(page) before essentials()");
  return {
    id: `e-${Math.random().toString(36).slice(2, 8)}`,
    type: "box",
    boxTypeId: essentialsBoxTypeId,
    variant: "standard",
    cuisine,
    dishIds: [],
    quantity: 1,
    isSubscription: false,
    ...over,
  };
}

/** The builder's open tab's Add to Order. */
export async function addToOrder(page: Page) {
  await page
    .getByRole("tabpanel")
    .getByRole("button", { name: /^Add to Order/ })
    .click();
}

/** The builder's Essentials tab, then its Add to Order (a date is picked already). */
export async function addEssentialsBox(page: Page) {
  await page.getByRole("tab", { name: "Essentials", exact: true }).click();
  await addToOrder(page);
}

/** Opens the builder's date picker and picks its first open date. */
export async function pickFirstDate(page: Page) {
  await page.getByRole("region", { name: "1. Pick your delivery date" }).getByRole("button").first().click();
  const calendar = page.getByRole("dialog", { name: "Delivery date" });
  await calendar.locator("button[aria-pressed]:not([disabled])").first().click();
  await expect(calendar).toHaveCount(0);
}

/**
 * The back-office's New order offers weekends whose orders have closed too (with a warning): the
 * first date whose weekend is still open, for an order that must be payable by link.
 */
export async function pickFirstOpenDate(page: Page) {
  const calendar = page.getByRole("dialog", { name: "Delivery date" });
  const days = calendar.locator("button[aria-pressed]:not([disabled])");
  for (let month = 0; month < 2; month++) {
    for (let nth = 0; ; nth++) {
      await page.getByRole("region", { name: "1. Pick your delivery date" }).getByRole("button").first().click();
      await calendar.waitFor();
      // It opens on the month of the date picked before: this month, until one of the next is tried.
      if (month > 0 && nth === 0) await calendar.getByRole("button", { name: "Next month" }).click();
      if (nth >= (await days.count())) {
        await page.keyboard.press("Escape");
        break;
      }
      await days.nth(nth).click();
      await expect(calendar).toHaveCount(0);
      if (!(await page.getByText(/have closed: check with the kitchen/).isVisible())) return;
    }
  }
  throw new Error("No open delivery date this month or the next");
}

/** The back-office New order's customer: Meera `lastName`, with this email, a phone and an address in SE15. */
export async function fillNewOrderCustomer(page: Page, lastName: string, email: string) {
  await page.getByLabel("First Name").fill("Meera");
  await page.getByLabel("Last Name").fill(lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("020 7946 0555");
  await page.getByLabel("Address").fill("12 Rye Lane");
  await page.getByLabel("Postcode").fill("SE15 4ST");
}

export async function writeCart(page: Page, cart: unknown) {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    CART_KEY,
    JSON.stringify(cart),
  ] as const);
}

export async function readCart(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? "null"), CART_KEY);
}

/** Enters guest mode the way a visitor does: the login page's Continue as Guest. */
export async function continueAsGuest(page: Page) {
  await page.goto("/login");
  await page.getByRole("button", { name: "Continue as Guest" }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Guest", exact: true })).toBeVisible();
}

export interface Details {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  postcode: string;
  phone: string;
  instructions?: string;
  allergy?: string | null;
}

export function details(email: string, over: Partial<Details> = {}): Details {
  return {
    firstName: "Asha",
    lastName: "Patel",
    email,
    address: "12 Rye Lane",
    city: "London",
    postcode: "se15 4st",
    phone: "020 7946 0321",
    ...over,
  };
}

export async function fillCheckout(page: Page, d: Details) {
  await page.getByLabel("First Name").fill(d.firstName);
  await page.getByLabel("Last Name").fill(d.lastName);
  await page.getByLabel("Email", { exact: true }).fill(d.email);
  await page.getByLabel("Address", { exact: true }).fill(d.address);
  await page.getByLabel("City").fill(d.city);
  await page.getByLabel("Postcode").fill(d.postcode);
  await page.getByLabel("Phone").fill(d.phone);
  if (d.instructions) await page.getByLabel("Delivery Instructions (optional)").fill(d.instructions);
  if (d.allergy) await page.getByLabel("Allergies or dietary needs (optional)").fill(d.allergy);
}

/** Opens checkout and waits for the server-priced summary. */
export async function openCheckout(page: Page) {
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toBeVisible();
}

/** Submits checkout and lands on the test provider's payment page. */
export async function continueToPayment(page: Page) {
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page).toHaveURL(/\/pay\/test\/test_cs_/);
  await expect(page.getByText("Test mode: no card is charged")).toBeVisible();
}

export async function payOnTestPage(page: Page) {
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?session_id=test_cs_/);
  await expect(page.getByRole("heading", { level: 1, name: /Order Confirmed!|Subscription Activated!/ })).toBeVisible();
  return (await page.getByTestId("order-number").textContent())!.trim();
}

export type Tab = "Essentials" | "Essentials Plus" | "Custom/Catering" | (string & {});

/** Builds an order on /order through the builder's own controls: the first open date, then the tab's choice. */
export async function buildOrder(
  page: Page,
  tab: Tab,
  opts: { subscription?: boolean } = {},
): Promise<{ totalText: string }> {
  await page.goto("/order");
  await expect(page.getByRole("heading", { level: 1, name: "Build your order" })).toBeVisible();
  const summary = page.getByRole("region", { name: "Order Summary" });
  await pickFirstDate(page);
  await page.getByRole("tab", { name: tab, exact: true }).click();
  const panel = page.getByRole("tabpanel");
  if (await panel.getByText("Pick one dish in each category").count()) {
    for (const group of ["Rice", "Dal & Legumes", "Vegetables", "Mains"]) {
      await panel
        .getByRole("region", { name: group })
        .getByRole("button", { name: /^Pick / })
        .first()
        .click();
    }
  }
  if (tab === "Custom/Catering") {
    const dish = panel.getByRole("region", { name: "Mains" }).getByRole("listitem").first();
    const name = (await dish.getByRole("button").first().textContent())!.trim();
    await dish.getByRole("button", { name: `Add ${name}` }).click();
    for (let i = 0; i < 2; i++) await dish.getByRole("button", { name: `Increase quantity of ${name}` }).click();
  }
  if (opts.subscription) await panel.getByLabel(/Weekly subscription/).check();
  await panel.getByRole("button", { name: /^Add to Order/ }).click();
  const totalText = (await summary
    .locator("dl div")
    .filter({ has: page.getByText("Total Order", { exact: true }) })
    .locator("dd")
    .textContent())!.trim();
  await summary.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("checkout-total")).toBeVisible();
  return { totalText };
}

/** Writes the cart and opens checkout on it (waiting for the server-priced summary). */
export async function checkoutCart(page: Page, cart: unknown) {
  await writeCart(page, cart);
  await openCheckout(page);
}

/** Writes a cart of one Essentials box of `cuisine` for `date` and opens checkout: the cart written. */
export async function checkoutEssentials(page: Page, { cuisine, date }: { cuisine: string; date: string }) {
  const cart = { ...CART, deliveryDate: date, lines: [essentials(cuisine)] };
  await checkoutCart(page, cart);
  return cart;
}

/** As a guest, at checkout with one Essentials box for the first orderable date: its cuisine, date and cart. */
export async function guestAtCheckout(page: Page) {
  await continueAsGuest(page);
  const orderable = await orderableEssentials(page);
  const cart = await checkoutEssentials(page, orderable);
  return { ...orderable, cart };
}

/** Fills checkout with these details, continues to the test payment page and pays: the order number. */
export async function payAtCheckout(page: Page, d: Details): Promise<string> {
  await fillCheckout(page, d);
  await continueToPayment(page);
  return payOnTestPage(page);
}

/**
 * Guests, one after another in a browser context of their own, each pay for one Essentials box
 * for the first orderable date (the cart written, then checkout): that date and the order numbers.
 */
export async function guestsPayForEssentials(
  browser: Browser,
  payers: Details[],
): Promise<{ date: string; orderNumbers: string[] }> {
  const context = await browser.newContext();
  const guest = await context.newPage();
  await continueAsGuest(guest);
  const orderable = await orderableEssentials(guest);
  const orderNumbers: string[] = [];
  for (const d of payers) {
    await checkoutEssentials(guest, orderable);
    orderNumbers.push(await payAtCheckout(guest, d));
  }
  await context.close();
  return { date: orderable.date, orderNumbers };
}

/** A guest builds an order on /order with the builder's controls (Essentials unless told) and pays it: its number. */
export async function guestBuildsAndPays(page: Page, d: Details, tab: Tab = "Essentials"): Promise<string> {
  await continueAsGuest(page);
  await buildOrder(page, tab);
  return payAtCheckout(page, d);
}

/** The same in a browser context of its own, closed once paid. */
export async function paidGuestOrder(browser: Browser, d: Details, tab: Tab = "Essentials"): Promise<string> {
  const context = await browser.newContext();
  const orderNumber = await guestBuildsAndPays(await context.newPage(), d, tab);
  await context.close();
  return orderNumber;
}
