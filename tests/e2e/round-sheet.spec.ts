import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./admin-ops-support";
import { details, guestsPayForEssentials } from "./checkout-support";
import { expectAccessible, uniqueEmail } from "./support";

// Two paid orders through checkout, then the admin's sheet: generous time on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("the admin's round sheet groups a date's deliveries by postcode district, in order, with the allergy flag", async ({
  browser,
}) => {
  const tag = Date.now().toString(36).slice(-5);
  // SE15 sorts before SE4 as text: the sheet must put district SE4 first.
  const customers = [
    {
      lastName: `Rye${tag}`,
      address: "12 Rye Lane",
      postcode: "se15 4st",
      allergy: "Severe peanut allergy",
    },
    {
      lastName: `Brockley${tag}`,
      address: "9 Brockley Road",
      postcode: "se4 1aa",
      allergy: null,
    },
  ];
  const { date } = await guestsPayForEssentials(
    browser,
    customers.map((c) => details(uniqueEmail("round"), c)),
  );

  const adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  await signInAsAdmin(page);
  await page.goto(`/admin/orders/round-sheet?date=${date}`);
  await expect(page.getByRole("heading", { level: 1, name: /^Round sheet: / })).toBeVisible();

  const deliveries = page.getByRole("region", { name: /^Deliveries/ });
  const se4 = deliveries.getByRole("region", { name: /^SE4\b/ });
  const se15 = deliveries.getByRole("region", { name: /^SE15\b/ });
  await expect(se4.getByRole("listitem").filter({ hasText: `Asha Brockley${tag}` })).toContainText("SE4 1AA");
  const rye = se15.getByRole("listitem").filter({ hasText: `Asha Rye${tag}` });
  await expect(rye).toContainText("12 Rye Lane");
  await expect(rye).toContainText("SE15 4ST");
  await expect(rye.getByText("Allergy: Severe peanut allergy")).toBeVisible();
  await expect(se4.getByText(/Allergy:/)).toHaveCount(0);

  // District SE4 comes before SE15 on the page, and the stops are numbered along the round.
  const districts = await deliveries.getByRole("heading", { level: 3 }).allTextContents();
  expect(districts.findIndex((d) => d.startsWith("SE4 "))).toBeLessThan(
    districts.findIndex((d) => d.startsWith("SE15 ")),
  );
  await expectAccessible(page);

  // The driver ticks a stop off on the screen too.
  await rye.getByRole("checkbox").check();
  await expect(rye.getByRole("checkbox")).toBeChecked();

  // The CSV has the same stops in the same order.
  const csv = await (await page.request.get(`/admin/orders/round-sheet.csv?date=${date}`)).text();
  const brockley = csv.indexOf(`Asha Brockley${tag}`);
  expect(brockley).toBeGreaterThan(-1);
  expect(brockley).toBeLessThan(csv.indexOf(`Asha Rye${tag}`));
  expect(csv).toContain("Severe peanut allergy");
  await adminContext.close();
});
