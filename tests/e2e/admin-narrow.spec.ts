import { expect, test, type Page } from "@playwright/test";
import { ADMIN_TABS } from "../../app/routes/admin/tabs";
import { expectNoPageOverflow, signInAsAdmin, uniqueName } from "./admin-support";
import { details, guestsPayForEssentials } from "./checkout-support";
import { expectAccessible, uniqueEmail } from "./support";

// A phone: the back-office fits 375 px.
test.use({ viewport: { width: 375, height: 740 } });
test.describe.configure({ timeout: 180_000 });

/** A table fits the screen, or scrolls inside its own box, which shows a cue at the side with more. */
async function expectTablesFitOrScrollInside(page: Page) {
  for (const table of await page.locator("main table").all()) {
    if (!(await table.isVisible())) continue;
    const { boxed, right, overflows } = await table.evaluate((el) => {
      const scroller = el.closest("[data-scroll-box]")?.querySelector("[data-scroller]");
      return {
        boxed: Boolean(scroller),
        right: el.getBoundingClientRect().right,
        overflows: scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false,
      };
    });
    if (!boxed) expect(right, "a table without a scroll box fits").toBeLessThanOrEqual(375);
    if (overflows) {
      await expect
        .poll(() =>
          table.evaluate(
            (el) =>
              getComputedStyle(el.closest("[data-scroll-box]")!.querySelector('[data-scroll-cue="end"]')!).visibility,
          ),
        )
        .toBe("visible");
    }
  }
}

/** Every back-office page checked at 375 px: the tabs, then the order pages that take a date. */
const PAGES = [
  ...ADMIN_TABS.map((tab) => ({ to: tab.to as string, label: tab.label as string | null, dated: false })),
  ...["new", "prep-sheet", "labels", "round-sheet"].map((to) => ({
    to: `/admin/orders/${to}`,
    label: null,
    dated: to !== "new",
  })),
];
/** The pages in a few groups: each group is a test of its own, with its own time limit. */
const GROUPS = 4;

test.describe("every back-office page fits a 375 px phone: no sideways page, one-line header, a tab strip that scrolls with a cue and shows the tab you are on", () => {
  let date = "";
  let orderNumber = "";

  test.beforeAll(async ({ browser }) => {
    // A paid order, so the orders list, prep sheet, labels and round sheet have rows to show.
    ({
      date,
      orderNumbers: [orderNumber],
    } = await guestsPayForEssentials(browser, [details(uniqueEmail("narrow"))]));
    // A long name wraps in its row instead of widening the page.
    const page = await browser.newPage();
    await signInAsAdmin(page);
    await page.goto("/admin/cuisines");
    const longName = uniqueName("Kerala Syrian Christian Coastal");
    await page.getByLabel("New cuisine").fill(longName);
    await page.getByRole("button", { name: "Add Cuisine" }).click();
    await expect(page.getByRole("button", { name: new RegExp(`^${longName} \\(`) })).toBeVisible();
    await page.close();
  });

  for (let group = 0; group < GROUPS; group++) {
    const pages = PAGES.filter((_, i) => i % GROUPS === group);
    test(pages.map((each) => each.to).join(", "), async ({ page }) => {
      await signInAsAdmin(page);
      for (const each of pages)
        await expectFitsAPhone(page, each.dated ? `${each.to}?date=${date}` : each.to, each.label);
    });
  }

  test("an order's own page", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`/admin/orders?q=${orderNumber}`);
    await page.getByRole("link", { name: orderNumber }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
    await expectNoPageOverflow(page);
    await expectAccessible(page);
  });
});

/** The page fits 375 px: no sideways page, a one-line header, a tab strip that scrolls inside itself. */
async function expectFitsAPhone(page: Page, to: string, label: string | null) {
  const header = page.getByRole("banner");
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  await page.goto(to);
  await expect(page.getByRole("heading", { level: 1 }).first(), to).toBeVisible();
  await expectNoPageOverflow(page);

  // The header is one row: its title, View Website and Sign Out side by side, none wrapped.
  const parts = [
    header.getByRole("link", { name: "Admin Dashboard" }),
    header.getByRole("link", { name: "View Website" }),
    header.getByRole("button", { name: "Sign Out" }),
  ];
  const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
  for (const box of boxes) {
    expect(box.height, `${to}: a header item wraps`).toBeLessThanOrEqual(40);
    expect(Math.abs(box.y + box.height / 2 - (boxes[0].y + boxes[0].height / 2))).toBeLessThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }

  // The tab strip scrolls inside itself, the tab of this page is on screen, a cue shows where more tabs are.
  const strip = nav.locator("[data-scroller]");
  expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  if (label) {
    const current = nav.getByRole("link", { name: label, exact: true });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect
      .poll(async () => {
        const [tab, box] = [await current.boundingBox(), await strip.boundingBox()];
        return tab!.x >= box!.x - 1 && tab!.x + tab!.width <= box!.x + box!.width + 1;
      }, `${to}: its tab is scrolled into view`)
      .toBe(true);
  }
  const atStart = await strip.evaluate((el) => el.scrollLeft <= 1);
  const atEnd = await strip.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
  if (!atStart) await expect(nav.locator('[data-scroll-cue="start"]')).toBeVisible();
  if (!atEnd) await expect(nav.locator('[data-scroll-cue="end"]')).toBeVisible();

  await expectTablesFitOrScrollInside(page);
  await expectAccessible(page);
}
