import { expect, test } from "@playwright/test";
import { linkIn, mailsTo, signUpVerified } from "./support";

// A field's error message disappearing as the pointer presses the button moved the button away
// before the click landed: the first click after a corrected error did nothing.
test.describe("password forms: one click submits once a refused value is corrected", () => {
  test("forgotten password", async ({ page }) => {
    await page.goto("/forgot-password");
    const email = page.getByLabel("Email");
    await email.fill("not-an-email");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();

    await email.fill("nobody-here@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Check your email")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("choosing a new password", async ({ page, request }) => {
    const { email } = await signUpVerified(page, request);
    await page.evaluate(() => fetch("/logout", { method: "POST" }));
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Check your email")).toBeVisible();
    const reset = (await mailsTo(request, email, 2)).find((m) => m.kind === "password-reset")!;
    await page.goto(linkIn(reset, "reset-password"));

    await page.getByLabel("New password", { exact: true }).fill("second-password-2");
    const repeat = page.getByLabel("Repeat the new password");
    await repeat.fill("second-password-3");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("The passwords do not match")).toBeVisible();

    await repeat.fill("second-password-2");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();
  });
});
