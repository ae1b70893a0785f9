import { expect, test } from "@playwright/test";
import { CONSENT_LABELS } from "../../app/features/messaging/consent";
import { expectAccessible, signUpVerified } from "./support";

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
