import { expect, test } from "@playwright/test";
import { createHmac } from "node:crypto";
import { CONSENT_LABELS } from "../../app/features/messaging/consent";
import { expectAccessible, signUpVerified } from "./support";

/** The e2e server's auth secret (playwright.config.ts), which signs its links (lib/signing.server.ts). */
const SERVER_SECRET = "e2e-secret-e2e-secret-e2e-secret-0123456";

/** The email-news unsubscribe link the server would send this person (messaging/unsubscribe.server.ts). */
function unsubscribeLink(email: string) {
  const signature = createHmac("sha256", SERVER_SECRET).update(`unsubscribe:email-news:${email}`).digest("base64url");
  return `/unsubscribe?e=${Buffer.from(email).toString("base64url")}&t=${signature}`;
}

test.describe("My account → Messages and notifications", () => {
  test("a customer chooses texts with their mobile, saves, and sees the choice in the history", async ({
    page,
    request,
  }) => {
    await signUpVerified(page, request);
    await page.goto("/my-account");
    await page.getByRole("link", { name: "Messages and notifications" }).click();
    await expect(page).toHaveURL(/\/my-account\/messages$/);
    await expect(page.getByRole("heading", { level: 1, name: "Messages and notifications" })).toBeVisible();
    // Nothing was ticked at sign-up, so nothing is ticked here.
    for (const topic of ["email-news", "sms", "whatsapp", "sms-order-updates"] as const)
      await expect(page.getByRole("checkbox", { name: CONSENT_LABELS[topic] })).not.toBeChecked();
    await expect(page.getByText("You have not made any choices yet.")).toBeVisible();
    await expectAccessible(page);

    // Texts need a mobile: refused without one.
    await page.getByRole("checkbox", { name: CONSENT_LABELS.sms }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(
      page.getByText("To get texts or WhatsApp messages, please give a UK mobile number.").first(),
    ).toBeVisible();

    await page.getByLabel("Mobile number (for texts and WhatsApp)").fill("07400 123456");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your choices are saved")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: CONSENT_LABELS.sms })).toBeChecked();
    await expect(page.getByLabel("Mobile number (for texts and WhatsApp)")).toHaveValue("+447400123456");
    const row = page.getByRole("row").filter({ hasText: "News by text (SMS)" });
    await expect(row).toContainText("Given");
    await expect(row).toContainText("In My account");
    await expectAccessible(page);
  });
});

test("an unsubscribe link that was changed says it does not work (400), and the page is accessible", async ({
  page,
}) => {
  const response = await page.goto(
    `/unsubscribe?e=${Buffer.from("someone@example.com").toString("base64url")}&t=forged`,
  );
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "This unsubscribe link is not valid" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  await expectAccessible(page);
});

test("a customer unsubscribes from email news with the link, without signing in", async ({ page, request }) => {
  const { email } = await signUpVerified(page, request);
  await page.goto("/my-account/messages");
  await page.getByRole("checkbox", { name: CONSENT_LABELS["email-news"] }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your choices are saved")).toBeVisible();
  await page.context().clearCookies();

  await page.goto(unsubscribeLink(email));
  await expect(
    page.getByText(`Stop sending our emails about new menus and order deadlines to ${email}?`),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "our emails about new menus" })).toBeVisible();
  await expectAccessible(page);
});
