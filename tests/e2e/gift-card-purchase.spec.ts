import { expect, test } from "@playwright/test";
import { expectAccessible, mailsTo, signUpVerified } from "./support";

// Two customers on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("a gift card bought by one customer for a box, paid on the payment page, is redeemed by another into store credit", async ({
  page,
  browser,
  request,
}) => {
  // The recipient has an account of their own.
  const recipient = await (await browser.newContext()).newPage();
  const friend = await signUpVerified(recipient, request, { first: "Ravi", last: "Shah" });

  // The buyer, signed in, finds gift cards from the footer; their name and email are filled in.
  const buyer = await signUpVerified(page, request, { first: "Sunita", last: "Rao" });
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Gift Cards" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gift cards" })).toBeVisible();
  await expect(page.getByLabel("Your email")).toHaveValue(buyer.email);
  await expect(page.getByLabel("Your name")).toHaveValue("Sunita Rao");
  await expectAccessible(page);

  // An amount out of range is refused under its field, before anything is sent.
  await page.getByLabel("Amount (£)").fill("2");
  await page.getByRole("button", { name: "Buy gift card" }).click();
  await expect(page.getByText("Enter an amount from £5.00 to £500.00")).toBeVisible();
  await expect(page).toHaveURL(/\/gift-cards$/);

  // A box: its price and one box's delivery, as the page says.
  const box = page.getByRole("radio", { name: /^Essentials box: £/ });
  await box.check();
  const price = (await page.getByTestId("gift-card-price").textContent())!.match(/£[\d.]+/)![0];
  await expect(
    page.getByRole("radio", { name: new RegExp(`^Essentials box: ${price.replace(".", "\\.")}`) }),
  ).toBeChecked();
  await page.getByLabel("Their name").fill("Ravi");
  await page.getByLabel("Their email").fill(friend.email);
  await page.getByLabel(/^Your message/).fill("For the weekend after the move. Love, S.");
  await page.getByRole("button", { name: "Buy gift card" }).click();

  // The test provider's page takes exactly that; Pay leads to the thank-you page.
  await expect(page.getByTestId("test-payment-amount")).toHaveText(price);
  await expect(page.getByText(`Ravi (${friend.email})`)).toBeVisible();
  await page.getByRole("button", { name: `Pay ${price}` }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your gift card" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(
    `Your gift card for Ravi (an Essentials box (${price})) is paid.`,
  );
  await expect(page.getByRole("status")).toContainText(`We have emailed it to ${friend.email}.`);

  // The buyer's receipt never holds the code; the recipient's email does, with the message.
  const receipt = (await mailsTo(request, buyer.email, 2)).find((m) => m.subject === "Your gift card for Ravi");
  expect(receipt?.text).toContain(price);
  const gift = (await mailsTo(request, friend.email, 2)).find((m) => m.subject.startsWith("A gift from Sunita Rao"));
  expect(gift?.text).toContain("For the weekend after the move. Love, S.");
  const code = gift!.text.match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)![0];
  expect(receipt!.text).not.toContain(code);

  // The recipient redeems it in My account: the box's price becomes their store credit, once.
  await recipient.goto("/my-account");
  const redeem = recipient.getByRole("region", { name: "Redeem a gift card" });
  await redeem.getByLabel("Gift card code").fill(code);
  await redeem.getByRole("button", { name: "Redeem" }).click();
  await expect(recipient.getByRole("region", { name: "Store credit" })).toContainText(price);
  await redeem.getByLabel("Gift card code").fill(code);
  await redeem.getByRole("button", { name: "Redeem" }).click();
  await expect(redeem.getByRole("alert")).toHaveText("This code is not valid or has already been used.");
});
