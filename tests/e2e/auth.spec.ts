import { expect, test } from "@playwright/test";
import { ADMIN, expectAccessible, linkIn, mailsTo, signIn, uniqueEmail } from "./support";

test.describe("accounts", () => {
  test("sign up, verify through the emailed link, sign out, sign in", async ({ page, request }) => {
    const email = uniqueEmail("signup");
    const password = "correct-horse-42";
    await page.goto("/login");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByLabel("First name").fill("Meera");
    await page.getByLabel("Last name").fill("Shah");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Account created!")).toBeVisible();
    await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();

    // Not verified yet: sign-in is refused.
    await signIn(page, email, password);
    await expect(page.getByText("Login failed")).toBeVisible();

    const [mail] = await mailsTo(request, email);
    expect(mail.subject).toMatch(/verify/i);
    await page.goto(linkIn(mail, "verify-email"));
    // Verified and signed in: the header shows the initials, linking to the account.
    const avatar = page.getByRole("banner").getByRole("link", { name: "My account" });
    await expect(avatar).toHaveText("MS");

    // Signed in: /login sends the customer home.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);

    // Sign out through the logout action (the account page's Sign Out button posts there).
    await page.evaluate(async () => {
      await fetch("/logout", { method: "POST" });
    });
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Log In" })).toBeVisible();

    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "My account" })).toHaveText("MS");
  });

  test("a wrong password says so and keeps the email", async ({ page }) => {
    await signIn(page, "nobody-here@example.com", "wrong-password");
    await expect(page.getByText("Login failed")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("nobody-here@example.com");
  });

  test("the login form validates on the server too", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("x");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  });

  test("the admin goes to /admin after login and redirect-to is honoured", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("link", { name: "Admin Dashboard" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Admin dashboard" })).toHaveAttribute("href", "/admin");
    await page.goto("/login");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("forgotten password: a single-use reset link by email", async ({ page, request }) => {
    const email = uniqueEmail("reset");
    await page.goto("/login");
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password").fill("first-password-1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Account created!")).toBeVisible();
    const [verify] = await mailsTo(request, email);
    await page.goto(linkIn(verify, "verify-email"));
    await page.evaluate(() => fetch("/logout", { method: "POST" }));

    await page.goto("/login");
    await page.getByRole("link", { name: "Click here." }).click();
    await expectAccessible(page);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Check your email")).toBeVisible();
    const mails = await mailsTo(request, email, 2);
    const reset = mails.find((m) => m.kind === "password-reset")!;
    const link = linkIn(reset, "reset-password");
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("second-password-2");
    await page.getByLabel("Repeat the new password").fill("second-password-2");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible();

    // The same link does not work twice.
    await page.goto(link);
    await expect(page.getByText("This link is invalid or has expired.")).toBeVisible();

    await signIn(page, email, "second-password-2");
    await expect(page).toHaveURL(/\/$/);
  });
});
