import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { buildOrder, details, guestAtCheckout, payAtCheckout } from "./checkout-support";
import { expectAccessible, linkIn, mailsTo, signIn, signUpVerified, uniqueEmail } from "./support";

test.describe("the customer's data rights", () => {
  test("a customer downloads their data as JSON, deletes the account, and cannot sign in again", async ({
    page,
    request,
  }) => {
    // Sign-up, an order and its payment, the download and the erasure: a long journey.
    test.slow();
    const { email, password } = await signUpVerified(page, request, { first: "Asha", last: "Patel" });
    await buildOrder(page, "Essentials");
    const orderNumber = await payAtCheckout(page, details(email, { firstName: "Asha", lastName: "Patel" }));

    await page.goto("/my-account");
    await page.getByRole("link", { name: "Your data" }).click();
    await expect(page).toHaveURL(/\/my-account\/data$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
    await expect(page.getByText("1 order, with their delivery details")).toBeVisible();
    await expectAccessible(page);

    // The download: one JSON document with the account and the order.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download as JSON" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^your-data-\d{4}-\d\d-\d\d\.json$/);
    const held = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(held.account.email).toBe(email);
    expect(held.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([orderNumber]);
    expect(held.orders[0]).toMatchObject({ firstName: "Asha", lastName: "Patel" });
    expect(held.orders[0].lines.length).toBeGreaterThan(0);

    // Deleting asks for the email or DELETE; keeping the data changes nothing.
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete my account?" });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole("button", { name: "Yes, delete everything" });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Your email address or DELETE").fill("no thanks");
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel("Your email address or DELETE").fill("DELETE");
    await confirm.click();

    // Signed out, home, told so.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Your account has been deleted")).toBeVisible();
    await page.goto("/my-account");
    await expect(page).toHaveURL(/\/login/);

    // The account is gone: signing in fails.
    await signIn(page, email, password);
    await expect(page.getByText("Login failed")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // Asking for the address as a guest answers as for any address.
    await page.goto("/your-data");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a link" }).click();
    await expect(page.getByText("If we hold data for that address, we've emailed a link to it.")).toBeVisible();
    await expectAccessible(page);

    // The Privacy Policy says how long things are kept (the settings' defaults) and where the rights are.
    await page.goto("/privacy-policy");
    await expect(page.getByText(/Orders \(what was ordered, when, and what was paid\): 6 years/)).toBeVisible();
    await expect(page.getByText(/Messages we sent you: 12 months/)).toBeVisible();
    await expect(page.getByRole("link", { name: "My account, Your data" })).toHaveAttribute("href", "/my-account/data");
    await expect(page.getByRole("main").getByRole("link", { name: "Your data", exact: true })).toHaveAttribute(
      "href",
      "/your-data",
    );
  });

  test("a guest gets a link by email, downloads the CSV files and erases what is held under the address", async ({
    page,
    request,
  }) => {
    test.slow();
    const email = uniqueEmail("guest");
    await guestAtCheckout(page);
    await payAtCheckout(page, details(email, { firstName: "Ravi", lastName: "Kumar" }));

    await page.goto("/your-data");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a link" }).click();
    await expect(page.getByText("If we hold data for that address, we've emailed a link to it.")).toBeVisible();
    const mail = (await mailsTo(request, email)).find((m) => m.kind === "data-request");
    expect(mail).toBeDefined();

    await page.goto(linkIn(mail!, "/your-data?token="));
    await expect(page.getByText("1 order, with their delivery details")).toBeVisible();
    await expectAccessible(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download as CSV (zip)" }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^your-data-\d{4}-\d\d-\d\d\.zip$/);

    await page.getByRole("button", { name: "Erase my data" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Erase my data?" });
    await dialog.getByLabel("Your email address or DELETE").fill(email.toUpperCase());
    await dialog.getByRole("button", { name: "Yes, delete everything" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Your data has been erased")).toBeVisible();

    // The link now finds no order under the address (the order itself is kept, without the person).
    await page.goto(linkIn(mail!, "/your-data?token="));
    await expect(page.getByText("0 orders, with their delivery details")).toBeVisible();
  });
});
