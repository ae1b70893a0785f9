import { expect, test, type Page } from "@playwright/test";
import { buildOrder, continueAsGuest, details, payAtCheckout } from "./checkout-support";
import { expectNoPageOverflow } from "./admin-support";
import { comeBackTo, toast, useClockedApp } from "./clocked-app";
import { ADMIN, expectAccessible, signUpVerified } from "./support";

/**
 * Issue 25: a weekend goes on sale when the owner publishes it (decision 028). A server of its
 * own whose clock stands at Monday 23 November 2026: the demo seed publishes 28 November (Punjabi
 * and Goan), 5 and 12 December; orders close on the Wednesday before each weekend at 23:59.
 */
const port = Number(process.env.E2E_PORT ?? 4173) + 30;
const MONDAY = "2026-11-23T10:00:00Z";
const GAP = "Bengali has no Dal dish this weekend: Essentials needs one.";

test.describe("a weekend goes on sale when the owner publishes it", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  const clocked = useClockedApp(port, MONDAY);

  test("planned as a draft, refused while a cuisine lacks a dish its box needs, then published and on sale", async ({
    page,
    browser,
  }) => {
    const customer = page;
    clocked.ownerContext = await browser.newContext({ baseURL: clocked.app.url });
    const owner = await clocked.ownerContext.newPage();
    const label = "19 - 20 December";

    await test.step("the owner plans 19-20 December with 5-6 December's dishes but no Bengali dal", async () => {
      await comeBackTo(owner, "/admin/weekly-cuisines", ADMIN);
      await owner.getByLabel("Saturday date").fill("2026-12-19");
      await owner.getByLabel("First cuisine").selectOption("Bengali");
      await owner.getByLabel("Second cuisine").selectOption("Hyderabadi");
      await owner.getByRole("button", { name: "Add Week" }).click();
      await expect(toast(owner, `Weekly cuisine added for ${label}`)).toBeVisible();
      const week = weekRow(owner, label);
      await expect(week.getByText("Draft", { exact: true })).toBeVisible();
      await expect(week.getByText("No dishes are on this weekend's menu yet.")).toBeVisible();

      await week.getByRole("button", { name: `Copy from an earlier week to ${label}` }).click();
      const copy = owner.getByRole("dialog", { name: `Copy dishes to ${label}` });
      await expect(copy.getByLabel("Copy the dishes of").locator("option:checked")).toHaveText(/5 - 6 December/);
      await copy.getByRole("button", { name: "Copy Dishes" }).click();
      await expect(toast(owner, `to ${label}`)).toContainText(/Copied \d+ dishes from 5 - 6 December/);
      await expect(copy).toBeHidden();
      const bengali = await openDishes(week, "Bengali");
      for (const dal of ["Cholar Dal", "Masoor Dal"]) {
        await bengali.getByRole("button", { name: `Remove ${dal} from ${label}` }).click();
        await owner.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
        await expect(toast(owner, `${dal} removed from the menu of ${label}`)).toBeVisible();
      }
      await expect(week.getByText("Draft: customers cannot see it. Before it can be published:")).toBeVisible();
      await expect(week.getByRole("listitem").filter({ hasText: GAP })).toBeVisible();
      await expectAccessible(owner);
    });

    const id = await weekId(owner, label);

    await test.step("customers see nothing of the draft: not on /menu, not in the builder", async () => {
      await continueAsGuest(customer);
      await customer.goto("/menu");
      await expect(customer.getByLabel("Choose a week").locator("option", { hasText: "5 - 6 December" })).toHaveCount(
        1,
      );
      await expect(customer.getByLabel("Choose a week").locator("option", { hasText: label })).toHaveCount(0);
      const draft = await customer.goto(`/menu?week=${id}`);
      expect(draft?.status()).toBe(404);
      await expect(
        customer.getByRole("heading", { level: 1, name: "We could not find that week's menu" }),
      ).toBeVisible();
      await expect(await dateButton(customer, "Saturday 19 December 2026")).toBeDisabled();
    });

    await test.step("publishing is refused, naming the missing dish", async () => {
      const week = weekRow(owner, label);
      await week.getByRole("button", { name: `Publish ${label}` }).click();
      const refused = toast(owner, `${label} was not published`);
      await expect(refused).toBeVisible();
      await expect(refused).toContainText(GAP);
      await expect(week.getByText("Draft", { exact: true })).toBeVisible();
      await owner.screenshot({ path: test.info().outputPath("publish-refused.png"), fullPage: true });
      await owner.setViewportSize({ width: 375, height: 800 });
      await week.scrollIntoViewIfNeeded();
      await expectNoPageOverflow(owner);
      await owner.screenshot({ path: test.info().outputPath("draft-375.png") });
      await owner.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step("the owner adds a dal, publishes, and the weekend is on sale", async () => {
      const week = weekRow(owner, label);
      await week.getByRole("button", { name: `Add Dish to Bengali for ${label}` }).click();
      const dialog = owner.getByRole("dialog", { name: `Add Bengali dish to ${label}` });
      await dialog.getByLabel("Dish").selectOption({ label: "Cholar Dal" });
      await dialog.getByRole("button", { name: "Add Dish" }).click();
      await expect(toast(owner, `Cholar Dal added to Bengali for ${label}`)).toBeVisible();
      await expect(
        week.getByText("Its menu fills every box: publish it when you are ready.", { exact: false }),
      ).toBeVisible();
      await week.getByRole("button", { name: `Publish ${label}` }).click();
      await expect(toast(owner, `${label} is published`)).toBeVisible();
      await expect(week.getByText("Published", { exact: true })).toBeVisible();
      await expect(week.getByRole("link", { name: `View menu of ${label} on the website` })).toHaveAttribute(
        "href",
        `/menu?week=${id}`,
      );
      await owner.screenshot({ path: test.info().outputPath("published.png"), fullPage: true });
      await expectAccessible(owner);

      await customer.goto("/menu");
      await customer.getByLabel("Choose a week").selectOption({ label });
      await expect(customer).toHaveURL(new RegExp(`/menu\\?week=${id}$`));
      await expect(customer.getByRole("heading", { level: 3, name: "Cholar Dal", exact: true })).toBeVisible();
      await expect(customer.getByRole("heading", { level: 3, name: "Masoor Dal", exact: true })).toHaveCount(0);
      const saturday = await dateButton(customer, "Saturday 19 December 2026");
      await expect(saturday).toBeEnabled();
      await saturday.click();
      await expect(
        customer.getByRole("region", { name: "Order Summary" }).locator("p", { hasText: "Delivery date:" }),
      ).toContainText("Saturday 19 December 2026");
      await customer.getByRole("tab", { name: "Custom/Catering", exact: true }).click();
      await expect(
        customer.getByRole("tabpanel").getByRole("button", { name: "Cholar Dal", exact: true }),
      ).toBeVisible();
    });
  });

  test("subscribers due on a weekend with no published menu: the owner's banner and the subscriber's page", async ({
    page,
  }) => {
    const customer = page;
    const owner = await clocked.ownerContext!.newPage();
    const { email, password } = await signUpVerified(customer, page.request, { first: "Meera", last: "Nair" });
    const me = { email, password };

    await test.step("a customer subscribes from 28 November: the next weekend is 5-6 December", async () => {
      await buildOrder(customer, "Essentials", { subscription: true });
      await payAtCheckout(customer, details(email, { firstName: "Meera", lastName: "Nair" }));
      await expect(customer.getByRole("heading", { level: 1, name: "Subscription Activated!" })).toBeVisible();
    });

    await test.step("unpublishing asks first when orders were placed; 5-6 December (none yet) goes at once", async () => {
      await comeBackTo(owner, "/admin/weekly-cuisines", ADMIN);
      await weekRow(owner, "28 - 29 November").getByRole("button", { name: "Unpublish 28 - 29 November" }).click();
      const ask = owner.getByRole("alertdialog", { name: "Unpublish 28 - 29 November?" });
      await expect(ask).toContainText("1 order is placed for this weekend: they stay booked");
      await ask.getByRole("button", { name: "Cancel" }).click();
      await expect(weekRow(owner, "28 - 29 November").getByText("Published", { exact: true })).toBeVisible();

      await weekRow(owner, "5 - 6 December").getByRole("button", { name: "Unpublish 5 - 6 December" }).click();
      await expect(toast(owner, "5 - 6 December is unpublished")).toBeVisible();
      await expect(weekRow(owner, "5 - 6 December").getByText("Draft", { exact: true })).toBeVisible();
      // Nine days before its cutoff: no banner yet.
      await expect(banner(owner)).toHaveCount(0);
    });

    const subscriptionPath = await test.step("the subscriber's page says the menu is not published yet", async () => {
      await comeBackTo(customer, "/my-account", me);
      await customer.getByRole("link", { name: /^Manage subscription from / }).click();
      const next = customer.getByRole("listitem").filter({ hasText: "Saturday 5 December 2026" });
      await expect(next).toContainText("Menu not published yet");
      await expect(next).not.toContainText("Delivering");
      await expect(customer.getByTestId("next-charge")).toContainText(
        "for your box on Saturday 5 December 2026, once its menu is published.",
      );
      await customer.screenshot({ path: test.info().outputPath("subscription-unpublished.png"), fullPage: true });
      await expectAccessible(customer);
      return new URL(customer.url()).pathname;
    });

    await test.step("48 hours before its cutoff every back-office page shows the banner; publishing clears it", async () => {
      await clocked.app.setClock("2026-12-01T10:00:00Z");
      const text =
        "1 subscriber is due a box on the weekend of 5 - 6 December, and its menu is not published. Publish it before orders close on Wednesday 2 December at 23:59, or they get no box that weekend (and are not charged).";
      for (const path of ["/admin", "/admin/orders"]) {
        await comeBackTo(owner, path, ADMIN);
        await expect(banner(owner)).toContainText(text);
      }
      await owner.setViewportSize({ width: 375, height: 800 });
      await owner.screenshot({ path: test.info().outputPath("banner-375.png") });
      await owner.setViewportSize({ width: 1280, height: 800 });
      await owner.screenshot({ path: test.info().outputPath("banner.png") });
      await expectAccessible(owner);

      await banner(owner).getByRole("link", { name: "Publish in Weekly Cuisines" }).click();
      await expect(owner).toHaveURL(/\/admin\/weekly-cuisines$/);
      await weekRow(owner, "5 - 6 December").getByRole("button", { name: "Publish 5 - 6 December" }).click();
      await expect(toast(owner, "5 - 6 December is published")).toBeVisible();
      await expect(banner(owner)).toHaveCount(0);

      await comeBackTo(customer, subscriptionPath, me);
      await expect(customer.getByRole("listitem").filter({ hasText: "Saturday 5 December 2026" })).toContainText(
        "Delivering",
      );
    });
  });
});

/** The week labelled `label` in the Weekly Cuisines list. */
function weekRow(page: Page, label: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: label, exact: true }) });
}

/** A week's id, as its dish lists name their panels ("week-<id>-<cuisine>"). */
async function weekId(page: Page, label: string): Promise<string> {
  const panel = await weekRow(page, label)
    .getByRole("button", { name: / dishes \(\d+\)$/ })
    .first()
    .getAttribute("aria-controls");
  return panel!.match(/^week-([0-9a-f-]{36})-/)![1];
}

async function openDishes(row: ReturnType<typeof weekRow>, cuisine: string) {
  const toggle = row.getByRole("button", { name: new RegExp(`^${cuisine} dishes \\(\\d+\\)$`) });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  return row.locator(`#${await toggle.getAttribute("aria-controls")}`);
}

/** The builder's calendar, opened on December 2026, and the button of one day. */
async function dateButton(page: Page, day: string) {
  await page.goto("/order");
  await page.getByRole("region", { name: "1. Pick your delivery date" }).getByRole("button").first().click();
  const calendar = page.getByRole("dialog", { name: "Delivery date" });
  await calendar.getByRole("button", { name: "Next month" }).click();
  await expect(calendar.getByText("December 2026")).toBeVisible();
  return calendar.getByRole("button", { name: day, exact: true });
}

/** The back-office's unpublished-menu banner. */
function banner(page: Page) {
  return page.getByRole("status").filter({ hasText: "its menu is not published" });
}
