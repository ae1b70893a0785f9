import { expect, test, type Page } from "@playwright/test";
import { confirm, expectNoPageOverflow, planWeekend } from "./admin-support";
import { comeBackTo, mailWithSubject, toast, useClockedApp } from "./clocked-app";
import { ADMIN, expectAccessible, linkIn, signUpVerified } from "./support";

/**
 * Issue 28: the weekend's campaigns (decision 037). A server of its own whose clock stands at
 * Monday 23 November 2026, 10:00 (the demo seed publishes 28 November, 5 and 12 December): the
 * owner publishes 19-20 December, its "menu is live" campaign waits in the Campaigns tab, the owner
 * reads it, changes its subject and sends it; the customer who agreed to email news gets it, and
 * following its link counts as opened.
 */
const port = Number(process.env.E2E_PORT ?? 4173) + 50;
const MONDAY = "2026-11-23T10:00:00Z";
const label = "19 - 20 December";

test.describe("the menu is live: a campaign from publishing to the customer's inbox", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  const clocked = useClockedApp(port, MONDAY);

  test("published, looked at, sent, received and opened", async ({ page, browser }) => {
    const customer = page;
    clocked.ownerContext = await browser.newContext({ baseURL: clocked.app.url });
    const owner = await clocked.ownerContext.newPage();
    const subject = `Bengali and Hyderabadi on ${label}`;
    let email = "";

    await test.step("a customer signs up and agrees to email news in My account", async () => {
      ({ email } = await signUpVerified(customer, page.request, { first: "Ravi", last: "Menon" }));
      await customer.goto("/my-account/messages");
      await customer.getByLabel("Email me when the menu is live and before the order deadline").check();
      await customer.getByRole("button", { name: "Save", exact: true }).click();
      await expect(toast(customer, "Your choices are saved")).toBeVisible();
    });

    await test.step("the owner plans 19-20 December with 5-6 December's dishes and publishes it", async () => {
      await comeBackTo(owner, "/admin/weekly-cuisines", ADMIN);
      await planWeekend(owner, "2026-12-19", label, ["Bengali", "Hyderabadi"]);
    });

    await test.step("its campaign waits in the Campaigns tab, with what it says and who it goes to", async () => {
      await owner.getByRole("link", { name: "Campaigns", exact: true }).click();
      await expect(owner.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
      const row = owner.getByRole("row").filter({ hasText: `The menu for ${label} is live` });
      await expect(row).toContainText("Scheduled");
      await expect(row).toContainText("23 Nov 2026, 11:00");
      // The two reminders wait for the Tuesday before the cutoff (Wednesday 16 December, 23:59).
      await expect(owner.getByRole("row").filter({ hasText: `Orders for ${label} close` })).toContainText(
        "15 Dec 2026, 23:59",
      );
      await expectAccessible(owner);
      await row.getByRole("link").click();

      await expect(owner.getByRole("heading", { level: 1, name: `The menu for ${label} is live` })).toBeVisible();
      await expect(owner.getByText("Goes to 1 person now: 1 by email.")).toBeVisible();
      const preview = owner.frameLocator("iframe[title^='Email preview']");
      await expect(preview.getByText("This weekend's cuisines: Bengali and Hyderabadi.")).toBeVisible();
      await expect(preview.getByRole("link", { name: "Order now" })).toBeVisible();
      await expect(owner.getByText(/Reply STOP to opt out\.$/)).toBeVisible();
      await owner.screenshot({ path: test.info().outputPath("campaign.png"), fullPage: true });
      await owner.locator("iframe").screenshot({ path: test.info().outputPath("campaign-email.png") });
      await expectAccessible(owner);

      await owner.getByLabel("Subject").fill(subject);
      await owner.getByRole("button", { name: "Save", exact: true }).click();
      await expect(toast(owner, "Campaign saved")).toBeVisible();
      await expect(owner.getByRole("heading", { level: 1, name: subject })).toBeVisible();

      await owner.setViewportSize({ width: 375, height: 800 });
      await expectNoPageOverflow(owner);
      await owner.screenshot({ path: test.info().outputPath("campaign-375.png"), fullPage: true });
      await owner.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step("the owner sends it now; the customer gets it, with a one-click unsubscribe", async () => {
      await owner.getByRole("button", { name: "Send now" }).click();
      await confirm(owner, "Send now");
      await expect(toast(owner, "Campaign sent")).toContainText("1 messages on their way");
      await expect(owner.getByText("Sent", { exact: true })).toBeVisible();

      const mail = await mailWithSubject(page.request, email, subject);
      expect(mail.kind).toBe("campaign-menu-live");
      expect(mail.text).toContain("Unsubscribe with one click");
      await customer.goto(linkIn(mail, "/c/"));
      await expect(customer).toHaveURL(/\/order$/);
    });

    await test.step("the campaign counts the open", async () => {
      await owner.reload();
      // No mail server on this shop: the email is kept in the Outbox.
      await expect(stat(owner, "Messages sent")).toHaveText("0");
      await expect(stat(owner, "Kept in the Outbox")).toHaveText("1");
      await expect(stat(owner, "Opened the link")).toHaveText("1");
      await expect(owner.getByText("1 people, 1 messages (1 by email).", { exact: false })).toBeVisible();
      await owner.goto("/admin/campaigns");
      const row = owner.getByRole("row").filter({ hasText: subject });
      await expect(row.getByRole("cell").nth(6)).toHaveText("1");
      await owner.screenshot({ path: test.info().outputPath("campaigns.png"), fullPage: true });
    });
  });
});

/** A figure of a sent campaign's page, by its label. */
function stat(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
}
