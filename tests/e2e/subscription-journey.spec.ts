import { expect, test, type Page } from "@playwright/test";
import { planWeekend } from "./admin-support";
import { buildOrder, details, payAtCheckout } from "./checkout-support";
import { comeBackTo, countMails, mailWithSubject, runRenewals, toast, useClockedApp } from "./clocked-app";
import { ADMIN, expectAccessible, signUpVerified } from "./support";

/**
 * Issue 14: four weekends of a weekly subscription on the test provider, on a server whose clock
 * the spec moves. The demo seed (at Monday 23 November 2026) publishes the menus of 28 November,
 * 5 and 12 December; the owner publishes 19 and 26 December. Orders close on the Wednesday before
 * each weekend at 23:59 (London, which is UTC in winter), so each "Thursday morning" below is just
 * past a cutoff, when the renewal job books that weekend.
 */
const port = Number(process.env.E2E_PORT ?? 4173) + 20;
const MONDAY = "2026-11-23T10:00:00Z";
const THURSDAY = (day: string) => `2026-12-${day}T09:00:00Z`;

test.describe("a weekly subscription over four weekends", () => {
  const clocked = useClockedApp(port, MONDAY);

  test("renew, skip, change, pause and resume, renew, cancel", async ({ page, browser }) => {
    test.setTimeout(300_000);
    const customer = page;
    const request = page.request;
    clocked.ownerContext = await browser.newContext({ baseURL: clocked.app.url });
    const owner = await clocked.ownerContext.newPage();

    await test.step("the owner publishes the menus of 19 and 26 December", async () => {
      await comeBackTo(owner, "/admin/weekly-cuisines", ADMIN);
      await planWeekend(owner, "2026-12-19", "19 - 20 December", ["Punjabi", "Goan"]);
      await planWeekend(owner, "2026-12-26", "26 - 27 December", ["Bengali", "Hyderabadi"]);
    });

    const { email, password } = await signUpVerified(customer, request, { first: "Meera", last: "Nair" });
    const me = { email, password };
    let weekly = "";

    await test.step("the customer subscribes to a weekly Essentials box and pays", async () => {
      await buildOrder(customer, "Essentials", { subscription: true });
      await expect(customer.getByText("Subscription items will be charged weekly")).toBeVisible();
      await payAtCheckout(customer, details(email, { firstName: "Meera", lastName: "Nair" }));
      await expect(customer.getByRole("heading", { level: 1, name: "Subscription Activated!" })).toBeVisible();

      await comeBackTo(customer, "/my-account", me);
      await expect(customer.getByRole("heading", { level: 2, name: "Subscriptions" })).toBeVisible();
      await expect(customer.getByText("Next delivery: Saturday 5 December 2026")).toBeVisible();
      await customer.getByRole("link", { name: /^Manage subscription from / }).click();
      await expect(customer).toHaveURL(/\/my-account\/subscriptions\/[0-9a-f-]{36}$/);
      await expect(customer.getByRole("heading", { level: 1, name: "Your weekly subscription" })).toBeVisible();
      await expect(statusBadge(customer)).toHaveText("Active");
      await expect(customer.getByText(/^Your boxes: 1 × Essentials \(Standard\b/)).toBeVisible();
      weekly = (await customer.getByText(/^Weekly amount: £/).textContent())!.replace("Weekly amount:", "").trim();
      expect(weekly).toMatch(/^£\d+\.\d\d$/);
      await expect(customer.getByTestId("next-charge")).toHaveText(
        `Next charge: ${weekly} on Wednesday 2 December at 23:59, for your box on Saturday 5 December 2026.`,
      );
      const weeks = card(customer, "Coming weekends").getByRole("listitem");
      await expect(weeks).toHaveCount(8);
      await expect(weeks.first()).toContainText("Saturday 5 December 2026");
      await expect(weeks.first()).toContainText("Delivering");
      await expect(weeks.first()).toContainText("Changes until Wednesday 2 December at 23:59");
      await expect(weeks.last()).toContainText("Saturday 23 January 2027");
      await customer.screenshot({ path: test.info().outputPath("subscription-page.png"), fullPage: true });
      await expectAccessible(customer);
    });
    const subscriptionPath = new URL(customer.url()).pathname;
    /**
     * The clock moves to Thursday `day` December (a weekend's cutoff), the renewal job runs and
     * the customer comes back to the subscription's page: what the job did, and the weekly orders listed.
     */
    const renewOn = async (day: string) => {
      await clocked.app.setClock(THURSDAY(day));
      const renewed = await runRenewals(request);
      await comeBackTo(customer, subscriptionPath, me);
      return { renewed, booked: card(customer, "Weekly orders").getByRole("listitem") };
    };

    await test.step("weekend 1 (5 December): booked and paid at its cutoff", async () => {
      const { booked } = await renewOn("03");
      await expect(booked).toHaveCount(1);
      await expect(booked).toContainText("Saturday 5 December 2026");
      await expect(booked).toContainText(`Paid, ${weekly}`);
      await expect(customer.getByTestId("next-charge")).toContainText("for your box on Saturday 12 December 2026.");
      const mail = await mailWithSubject(request, email, "Weekly box booked for Saturday 5 December 2026");
      expect(mail.subject).toContain((await booked.textContent())!.split(":")[0].trim());

      await comeBackTo(owner, "/admin", ADMIN);
      await owner
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: "Subscriptions" })
        .click();
      await expect(owner.getByRole("heading", { level: 1, name: "Subscriptions" })).toBeVisible();
      await expect(viewLink(owner, "Active")).toHaveText("Active (1)");
      await expect(viewLink(owner, "Active")).toHaveAttribute("aria-current", "page");
      const row = await subscriberRow(owner, email);
      await expect(row.cell("Status")).toHaveText("Active");
      await expect(row.cell("Renewals")).toHaveText("1");
      await expect(row.cell("Next delivery")).toHaveText("Saturday 12 December 2026");
      await expect(row.cell("Weekly")).toHaveText(weekly);
      await expectAccessible(owner);
    });

    await test.step("weekend 2 (12 December): skipped, so nothing is booked", async () => {
      await comeBackTo(customer, subscriptionPath, me);
      await customer.getByRole("button", { name: "Skip Saturday 12 December 2026" }).click();
      await expect(toast(customer, "Saturday 12 December 2026 skipped")).toBeVisible();
      const week = card(customer, "Coming weekends").getByRole("listitem").first();
      await expect(week).toContainText("Skipped");
      await expect(week.getByRole("button", { name: "Deliver Saturday 12 December 2026" })).toBeVisible();
      await expect(customer.getByTestId("next-charge")).toContainText("on Wednesday 16 December at 23:59");
      const mail = await mailWithSubject(request, email, "You have skipped a week of your subscription");
      expect(mail.text).toContain("You will not receive a box on Saturday 12 December 2026");

      const { booked } = await renewOn("10");
      await expect(booked).toHaveCount(1);
      await expect(customer.getByText(/Saturday 12 December 2026/)).toHaveCount(0);
      await expect(customer.getByTestId("next-charge")).toContainText("for your box on Saturday 19 December 2026.");
      expect(await countMails(request, email, "Weekly box booked for")).toBe(1);
    });

    let doubled = "";
    await test.step("weekend 3 (19 December): two boxes after a change of plan", async () => {
      const change = card(customer, "Change your subscription");
      await expect(change.getByLabel("Quantity")).toHaveValue("1");
      await change.getByLabel("Quantity").fill("2");
      await change.getByRole("button", { name: "Save changes" }).click();
      await expect(toast(customer, "Subscription updated")).toBeVisible();
      await expect(customer.getByText(/^Your boxes: 2 × Essentials \(Standard\b/)).toBeVisible();
      doubled = (await customer.getByText(/^Weekly amount: £/).textContent())!.replace("Weekly amount:", "").trim();
      expect(doubled).not.toBe(weekly);
      expect(pence(doubled)).toBeGreaterThan(pence(weekly));
      await expect(customer.getByTestId("next-charge")).toContainText(`Next charge: ${doubled} on`);
      const mail = await mailWithSubject(request, email, "Your subscription has been changed");
      expect(mail.text).toContain(`Weekly amount: ${doubled}.`);
      expect(mail.text).toContain("2 × Essentials (Standard)");

      const { booked } = await renewOn("17");
      await expect(booked).toHaveCount(2);
      await expect(booked.first()).toContainText("Saturday 19 December 2026");
      await expect(booked.first()).toContainText(`Paid, ${doubled}`);
      const orderNumber = (await booked.first().textContent())!.split(":")[0].trim();
      await mailWithSubject(request, email, `Weekly box booked for Saturday 19 December 2026: ${orderNumber}`);
      await comeBackTo(customer, "/my-account", me);
      const order = customer.getByTestId("order-history-item").filter({ hasText: orderNumber });
      await expect(order).toContainText("2 × Essentials");
      await expect(order).toContainText("Paid");
    });

    await test.step("a pause, seen by the owner, then resumed at once", async () => {
      await comeBackTo(customer, subscriptionPath, me);
      await customer.getByLabel("Start deliveries again on").selectOption({ label: "Saturday 2 January 2027" });
      await customer.getByRole("button", { name: "Pause subscription" }).click();
      await expect(toast(customer, "Paused until Saturday 2 January 2027")).toBeVisible();
      await expect(statusBadge(customer)).toHaveText("Paused");
      await expect(customer.getByText("Your deliveries start again on Saturday 2 January 2027.")).toBeVisible();
      await expect(card(customer, "Coming weekends").getByRole("listitem").first()).toContainText("Paused");
      await mailWithSubject(request, email, "Your subscription is paused");
      await customer.screenshot({ path: test.info().outputPath("subscription-paused.png"), fullPage: true });

      await comeBackTo(owner, "/admin/subscriptions", ADMIN);
      await expect(viewLink(owner, "Paused")).toHaveText("Paused (1)");
      await viewLink(owner, "Paused").click();
      await expect(viewLink(owner, "Paused")).toHaveAttribute("aria-current", "page");
      const row = await subscriberRow(owner, email);
      await expect(row.cell("Status")).toHaveText("Paused");
      await expect(row.cell("Next delivery")).toHaveText("Paused until Saturday 2 January 2027");

      await customer.getByRole("button", { name: "Resume now" }).click();
      await expect(toast(customer, "Subscription resumed")).toBeVisible();
      await expect(statusBadge(customer)).toHaveText("Active");
      await expect(customer.getByTestId("next-charge")).toContainText("for your box on Saturday 26 December 2026.");
      await mailWithSubject(request, email, "Your subscription has resumed");
    });

    await test.step("weekend 4 (26 December): booked again, then the subscription is cancelled", async () => {
      const { booked } = await renewOn("24");
      await expect(booked).toHaveCount(3);
      await expect(booked.first()).toContainText("Saturday 26 December 2026");
      await expect(booked.first()).toContainText(`Paid, ${doubled}`);
      await mailWithSubject(request, email, "Weekly box booked for Saturday 26 December 2026");

      await customer.getByRole("button", { name: "Cancel subscription" }).click();
      const dialog = customer.getByRole("alertdialog", { name: "Cancel this subscription?" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Yes, cancel it" }).click();
      await expect(customer).toHaveURL(/\/my-account$/);
      await expect(toast(customer, "Subscription cancelled")).toBeVisible();
      const mail = await mailWithSubject(request, email, "Your subscription has been cancelled");
      expect(mail.text).toContain("you will not be charged again");
      await expect(customer.getByRole("link", { name: /^Manage subscription from / })).toHaveText("View");
      await expect(customer.getByText("Next delivery:")).toHaveCount(0);

      await comeBackTo(owner, "/admin/subscriptions", ADMIN);
      await expect(viewLink(owner, "Active")).toHaveText("Active (0)");
      await viewLink(owner, "Cancelled").click();
      await expect(viewLink(owner, "Cancelled")).toHaveAttribute("aria-current", "page");
      await expect(viewLink(owner, "Cancelled")).toHaveText("Cancelled (1)");
      const row = await subscriberRow(owner, email);
      await expect(row.cell("Status")).toHaveText("Cancelled");
      await expect(row.cell("Renewals")).toHaveText("3");
      await expect(row.cell("Next delivery")).toHaveText("Cancelled 24 Dec, 2026");
    });

    await test.step("after the next cutoff nothing more is booked", async () => {
      const { renewed, booked } = await renewOn("31");
      expect(renewed).toEqual([]);
      await expect(statusBadge(customer)).toHaveText("Cancelled");
      await expect(customer.getByTestId("next-charge")).toHaveCount(0);
      await expect(booked).toHaveCount(3);
      await expect(customer.getByText(/Saturday 2 January 2027/)).toHaveCount(0);
      expect(await countMails(request, email, "Weekly box booked for")).toBe(3);
    });
  });
});

/** A card of the page by its title. */
function card(page: Page, title: string) {
  return page.locator(".ui-card").filter({ has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
}

/** The badge beside the subscription page's heading. */
function statusBadge(page: Page) {
  return page
    .getByRole("heading", { level: 1, name: "Your weekly subscription" })
    .locator("xpath=following-sibling::span");
}

function viewLink(owner: Page, view: "Active" | "Paused" | "Cancelled") {
  return owner
    .getByRole("navigation", { name: "Subscription status" })
    .getByRole("link", { name: new RegExp(`^${view} \\(`) });
}

/** The subscriber's row on the Subscriptions tab, with its cells by column heading. */
async function subscriberRow(owner: Page, email: string) {
  const table = owner.getByRole("table", { name: "Subscriptions" });
  const row = table.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  const headings = (await table.getByRole("columnheader").allTextContents()).map((h) => h.trim());
  return {
    row,
    cell: (heading: string) => {
      expect(headings, "the Subscriptions table's columns").toContain(heading);
      return row.getByRole("cell").nth(headings.indexOf(heading));
    },
  };
}

const pence = (text: string) => Math.round(Number(text.replace("£", "")) * 100);
