import { expect, test } from "@playwright/test";
import { accessibleOnceSettled, confirm, signInAsAdmin, toast } from "./admin-ops-support";
import { details, paidGuestOrder } from "./checkout-support";
import { expectAccessible, uniqueEmail } from "./support";

// Whole admin journeys: generous time on a busy machine.
test.describe.configure({ timeout: 180_000 });

test.describe("admin operations: orders, prep sheet, outbox and messages", () => {
  test("a guest's paid order: listed, searched, detailed, moved along, on the prep sheet and its CSV, its email in the outbox; cancelling takes it off the sheet", async ({
    browser,
  }) => {
    const email = uniqueEmail("prep");
    const orderNumber = await paidGuestOrder(
      browser,
      details(email, {
        firstName: "Priti",
        lastName: "Prepwell",
        postcode: "se15 4st",
        instructions: "Ring twice, side door",
      }),
    );

    const adminContext = await browser.newContext();
    const page = await adminContext.newPage();
    await signInAsAdmin(page);
    await page.goto("/admin/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await expectAccessible(page);

    // Search by order number, name, email and postcode all find it.
    for (const q of [orderNumber, "Prepwell", email, "SE154ST"]) {
      await page.getByLabel("Search").fill(q);
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByRole("link", { name: orderNumber })).toBeVisible();
    }
    const row = page.getByRole("row").filter({ hasText: orderNumber });
    await expect(row.getByText("Paid", { exact: true })).toBeVisible();
    await expect(row).toContainText("Delivery SE15 4ST");
    await expect(row.getByText("Test payment")).toBeVisible();
    await page.getByLabel("Status").selectOption("cancelled");
    await expect(page.getByText("No orders match these filters.")).toBeVisible();
    await page.getByLabel("Status").selectOption("paid");
    await expect(page.getByRole("link", { name: orderNumber })).toBeVisible();

    // The detail: customer, address, instructions, dishes, breakdown, payment and history.
    await page.getByRole("link", { name: orderNumber }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByText("Priti Prepwell")).toBeVisible();
    await expect(page.getByText("Ring twice, side door")).toBeVisible();
    await expect(page.getByRole("region", { name: "Fulfilment" }).getByTestId("fulfilment")).toHaveText(
      "Delivery to 12 Rye Lane, London, SE15 4ST",
    );
    await expect(page.getByText("Test payment: no money taken")).toBeVisible();
    await expect(page.getByText("Paid with the built-in test provider: no card was charged.")).toBeVisible();
    const items = page.getByRole("region", { name: "Items" });
    await expect(items.getByText(/^1 × Essentials/)).toBeVisible();
    const dishNames = (await items.locator("ul ul li").allTextContents()).map((t) => t.trim());
    expect(dishNames).toHaveLength(4);
    await expect(items.getByText("Total", { exact: true })).toBeVisible();
    await accessibleOnceSettled(page);

    await page.getByRole("button", { name: "Mark preparing" }).click();
    await expect(toast(page, "Order marked preparing")).toBeVisible();
    const history = page.getByRole("region", { name: "Status history" });
    await expect(history.getByText("Paid → Preparing")).toBeVisible();
    await expect(history.getByText(/by /).last()).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark preparing" })).toHaveCount(0);

    // The prep sheet of the delivery date counts the box's four dishes.
    await page.getByRole("link", { name: "Prep sheet for this date" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Prep sheet: / })).toBeVisible();
    await accessibleOnceSettled(page);
    const date = new URL(page.url()).searchParams.get("date")!;
    await expect(page.getByRole("row").filter({ hasText: orderNumber })).toBeVisible();
    for (const dish of dishNames) {
      const portions = await page
        .getByRole("row")
        .filter({ has: page.getByRole("cell", { name: dish, exact: true }) })
        .locator("td")
        .last()
        .textContent();
      expect(Number(portions)).toBeGreaterThanOrEqual(1);
    }
    const csv = await page.request.get(`/admin/orders/prep-sheet.csv?date=${date}`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(csv.headers()["content-disposition"]).toContain(`prep-sheet-${date}.csv`);
    const body = await csv.text();
    // UTF-8 with a byte order mark, so Excel shows any script as written.
    expect(body.split("\r\n")[0]).toBe("\uFEFFDish,Cuisine,Category,Portions");
    for (const dish of dishNames) expect(body).toContain(dish);
    expect(body).toContain(`${orderNumber},Priti Prepwell,020 7946 0321,"Delivery to 12 Rye Lane, London, SE15 4ST"`);

    // Cancelling asks first, is recorded, and takes the order off the prep sheet.
    await page.goBack();
    await page.getByRole("button", { name: "Cancel order" }).click();
    await confirm(page, "Cancel order");
    await expect(toast(page, "Order marked cancelled")).toBeVisible();
    await expect(page.getByRole("region", { name: "Status history" }).getByText("Preparing → Cancelled")).toBeVisible();

    // The cancelled order's payment is refunded from here, after a confirmation naming the amount.
    const total = (await items
      .getByText("Total", { exact: true })
      .locator("xpath=following-sibling::dd[1]")
      .textContent())!.trim();
    await page.getByRole("button", { name: "Refund payment" }).click();
    await expect(page.getByRole("alertdialog", { name: `Refund ${total}?` })).toContainText("no money was taken");
    await confirm(page, "Refund");
    await expect(toast(page, `Refunded ${total}`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Status history" }).getByText("Cancelled → Refunded")).toBeVisible();
    await expect(page.getByRole("button", { name: "Refund payment" })).toHaveCount(0);
    await page.goto(`/admin/orders/prep-sheet?date=${date}`);
    await expect(page.getByRole("row").filter({ hasText: orderNumber })).toHaveCount(0);

    // The confirmation email is in the outbox, rendered in a sandboxed frame and as text.
    await page.goto("/admin/outbox");
    await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
    await accessibleOnceSettled(page);
    await page.getByLabel("Recipient").fill(email);
    await page.getByRole("button", { name: "Search" }).click();
    const mailRow = page.getByRole("row").filter({ hasText: `Order confirmed: ${orderNumber}` });
    await expect(mailRow).toContainText(email);
    await mailRow.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: `Order confirmed: ${orderNumber}` })).toBeVisible();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(page.frameLocator("iframe").getByText(orderNumber).first()).toBeVisible();
    await page.getByRole("button", { name: "Plain text" }).click();
    await expect(page.locator("pre")).toContainText(orderNumber);
    // Axe cannot run inside the script-less sandboxed frame, so the page is checked in text view.
    await accessibleOnceSettled(page);
    // The customer was told of each move and of the refund too.
    await page.goto("/admin/outbox");
    await page.getByLabel("Recipient").fill(email);
    await page.getByRole("button", { name: "Search" }).click();
    for (const subject of [
      `Your order ${orderNumber} is being prepared`,
      `Your order ${orderNumber} has been cancelled`,
      `Refund for order ${orderNumber}`,
    ])
      await expect(page.getByRole("row").filter({ hasText: subject })).toBeVisible();
    await adminContext.close();
  });

  test("a contact message and a waitlist request reach the Messages tab; a message is marked read", async ({
    page,
  }) => {
    const email = uniqueEmail("contact");
    const subject = `Catering question ${Date.now().toString(36)}`;
    await page.goto("/get-in-touch");
    await page.getByLabel("First Name").fill("Ravi");
    await page.getByLabel("Last Name").fill("Contact");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message", { exact: true }).fill("Could you cook for 25 people next month?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();

    const waitEmail = uniqueEmail("waitlist");
    await page.goto("/postcode-check");
    await page.getByLabel("Postcode").fill("N1 9GU");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Email me when you deliver to my postcode").fill(waitEmail);
    await page.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(page.getByLabel("Email me when you deliver to my postcode"))
      .toHaveCount(0, { timeout: 10_000 })
      .catch(() => undefined);

    await signInAsAdmin(page);
    await page.goto("/admin/messages");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await accessibleOnceSettled(page);
    const message = page.getByRole("listitem").filter({ hasText: subject });
    await expect(message).toContainText("Could you cook for 25 people next month?");
    await expect(message.getByText("New", { exact: true })).toBeVisible();
    await message.getByRole("button", { name: "Mark read" }).click();
    await expect(toast(page, "Marked as read")).toBeVisible();
    await expect(message.getByText("New", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Unread", exact: true }).click();
    await expect(page.getByRole("listitem").filter({ hasText: subject })).toHaveCount(0);

    const entry = page.getByRole("listitem").filter({ hasText: waitEmail });
    await expect(entry).toContainText("N1 9GU");
    await entry.getByRole("button", { name: `Remove ${waitEmail} from the waitlist` }).click();
    await confirm(page, "Remove");
    await expect(toast(page, "Waitlist entry deleted")).toBeVisible();
    await expect(entry).toHaveCount(0);
  });
});
