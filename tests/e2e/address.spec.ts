import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-support";
import { details, guestBuildsAndPays } from "./checkout-support";
import { uniqueEmail } from "./support";

test.describe.configure({ timeout: 120_000 });

test("an address in London says London once: on the confirmation page and in the back-office", async ({
  page,
  browser,
}) => {
  const orderNumber = await guestBuildsAndPays(
    page,
    details(uniqueEmail("address"), { address: "12 Rye Lane, Peckham, London", city: "London" }),
  );

  const delivery = page.getByRole("main").getByTestId("fulfilment");
  await expect(delivery).toContainText("12 Rye Lane, Peckham, London");
  await expect(delivery).toContainText("SE15 4ST");
  expect((await delivery.innerText()).match(/London/g)).toHaveLength(1);
  // Said once on the page, not once as a line and again as a block.
  expect((await page.getByRole("main").innerText()).match(/Rye Lane/g)).toHaveLength(1);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/orders?q=${orderNumber}`);
  await admin.getByRole("link", { name: orderNumber }).click();
  const fulfilment = admin.getByRole("region", { name: "Fulfilment" });
  await expect(fulfilment.getByTestId("fulfilment")).toHaveText("Delivery to 12 Rye Lane, Peckham, London, SE15 4ST");
  // Once in the section: no second copy of the address below the line.
  expect((await fulfilment.innerText()).match(/London/g)).toHaveLength(1);
  await adminContext.close();
});
