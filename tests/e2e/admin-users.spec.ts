import { expect, test } from "@playwright/test";
import { signInAsAdmin, toast } from "./admin-support";
import { expectAccessible, signUpVerified } from "./support";

test("admin Users tab: search, Make Admin and Make User with the spec's toasts", async ({ page, browser, request }) => {
  const customerContext = await browser.newContext();
  const customer = await signUpVerified(await customerContext.newPage(), request, { first: "Ravi", last: "Kumar" });
  await customerContext.close();

  await signInAsAdmin(page);
  await page.goto("/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Search").fill(customer.email);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ hasText: customer.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "Ravi" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Kumar" })).toBeVisible();
  await expect(row.getByRole("cell").first()).toHaveText(/^[0-9a-zA-Z-]{8}$/);
  await expect(row.getByText("user", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: /^Make Admin/ }).click();
  await expect(toast(page, "User role updated to admin")).toBeVisible();
  await expect(row.getByText("admin", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: /^Make User/ })).toBeVisible();

  await row.getByRole("button", { name: /^Make User/ }).click();
  await expect(toast(page, "User role updated to user")).toBeVisible();
  await expect(row.getByRole("button", { name: /^Make Admin/ })).toBeVisible();

  await page.getByLabel("Role").selectOption("admin");
  await expect(page).toHaveURL(/role=admin/);
  await expect(page.getByText("No users found")).toBeVisible();
  await page.getByLabel("Search").fill("");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("row").filter({ hasText: "admin@dabba.local" })).toHaveCount(1);
});

test("store credit: the owner gives a customer £12.50 with a note; the customer sees it in My account", async ({
  page,
  browser,
  request,
}) => {
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const customer = await signUpVerified(customerPage, request, { first: "Meera", last: "Shah" });
  await customerPage.goto("/my-account");
  await expect(customerPage.getByText("You have no store credit.")).toBeVisible();

  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(customer.email)}`);
  const row = page.getByRole("row").filter({ hasText: customer.email });
  await expect(row.getByRole("cell", { name: "£0.00" })).toBeVisible();
  await row.getByRole("button", { name: /^Give credit/ }).click();
  const dialog = page.getByRole("dialog", { name: `Give store credit to ${customer.email}` });
  await dialog.getByLabel("Amount (£)").fill("600");
  await dialog.getByLabel("Note for the customer").fill("Sorry your box was late");
  await dialog.getByRole("button", { name: "Give credit" }).click();
  await expect(toast(page, "Credit not given")).toBeVisible();
  await expect(page.getByText("At most £500.00 can be given at once")).toBeVisible();
  await dialog.getByLabel("Amount (£)").fill("12.50");
  await dialog.getByRole("button", { name: "Give credit" }).click();
  await expect(toast(page, "£12.50 store credit given")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole("cell", { name: "£12.50" })).toBeVisible();

  await customerPage.reload();
  await expect(customerPage.getByText("£12.50 store credit")).toBeVisible();
  await expect(customerPage.getByText(/^Credit from .+: Sorry your box was late$/)).toBeVisible();
  await expect(customerPage.getByText("+£12.50")).toBeVisible();
  await expectAccessible(customerPage);
  await customerContext.close();
});
