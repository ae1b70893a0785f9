import { expect, test, type Locator, type Page } from "@playwright/test";
import { signInAsAdmin } from "./admin-ops-support";
import { details, guestsPayForEssentials } from "./checkout-support";
import { expectAccessible, uniqueEmail } from "./support";

// Two paid orders through checkout, then the back-office's paper: generous time on a busy machine.
test.describe.configure({ timeout: 180_000 });

/**
 * The fonts Chromium drew an element's text with (DevTools' own answer, not a guess from CSS):
 * a glyph no font has would come from a last-resort font, or show as an empty box.
 */
async function fontsDrawing(page: Page, element: Locator): Promise<string[]> {
  const probe = `probe-${Math.random().toString(36).slice(2)}`;
  await element.evaluate(async (el, id) => {
    // The faces the page's CSS offers for this text, loaded, and the page laid out again with them.
    const style = getComputedStyle(el);
    await document.fonts.load(`${style.fontWeight} ${style.fontSize} ${style.fontFamily}`, el.textContent ?? "");
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    el.setAttribute("data-font-probe", id);
  }, probe);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: `[data-font-probe="${probe}"]`,
  });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.filter((f) => f.glyphCount > 0).map((f) => `${f.familyName}${f.isCustomFont ? " (web font)" : ""}`);
}

// Districts no other spec looks into: the browser tests share one shop.
const customers = [
  {
    firstName: "अनन्या",
    lastName: "शर्मा",
    address: "फ्लैट ३, १२ राई लेन",
    city: "लंदन",
    postcode: "se22 8hu",
    instructions: "घंटी बजाएँ",
    allergy: "मूंगफली से गंभीर एलर्जी",
    font: "Noto Sans (web font)",
  },
  {
    firstName: "সুমি",
    lastName: "দাস",
    address: "ফ্ল্যাট ২, ৯ ব্রকলি রোড",
    city: "লন্ডন",
    postcode: "se23 1aa",
    instructions: "দরজায় রেখে যান",
    allergy: "বাদামে অ্যালার্জি আছে",
    font: "Noto Sans Bengali (web font)",
  },
];

test("the round sheet and the labels print Devanagari and Bengali names, addresses and notes in fonts that have them", async ({
  browser,
}, testInfo) => {
  // Each with an allergy note: checkout fills it after the delivery instructions.
  const { date } = await guestsPayForEssentials(
    browser,
    customers.map((c) => details(uniqueEmail("scripts"), c)),
  );

  // Twice the pixels: the screenshots show whether every vowel sign and conjunct is drawn whole.
  const adminContext = await browser.newContext({ deviceScaleFactor: 2 });
  const page = await adminContext.newPage();
  await signInAsAdmin(page);
  await page.goto(`/admin/orders/round-sheet?date=${date}`);
  await expect(page.getByRole("heading", { level: 1, name: /^Round sheet: / })).toBeVisible();
  const deliveries = page.getByRole("region", { name: /^Deliveries/ });
  for (const c of customers) {
    const stop = deliveries.getByRole("listitem").filter({ hasText: `${c.firstName} ${c.lastName}` });
    await expect(stop).toContainText(c.address);
    await expect(stop).toContainText(c.city);
    await expect(stop).toContainText(c.instructions);
    const allergy = stop.getByText(`Allergy: ${c.allergy}`);
    await expect(allergy).toBeVisible();
    // The machine has no font for these scripts: the shop serves its own.
    for (const text of [stop.getByText(`${c.firstName} ${c.lastName}`, { exact: true }), allergy]) {
      // (A web font loads when a page first shows one of its characters, then takes over.)
      await expect
        .poll(() => fontsDrawing(page, text), { message: `the fonts drawing ${c.firstName}` })
        .toContain(c.font);
    }
  }
  await expectAccessible(page);
  const shot = testInfo.outputPath("round-sheet-scripts.png");
  await deliveries.screenshot({ path: shot });
  await page.setViewportSize({ width: 375, height: 800 });
  await deliveries.screenshot({ path: testInfo.outputPath("round-sheet-scripts-375.png") });
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: testInfo.outputPath("round-sheet-scripts-print.png"), fullPage: true });
  console.info(`round sheet screenshots beside ${shot}`);

  // The labels page draws them too, and the PDF embeds its own fonts.
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/orders/labels?date=${date}&layout=14`);
  for (const c of customers) {
    const label = page.getByRole("article", { name: `${c.firstName} ${c.lastName}, Box 1 of 1` });
    await expect(label).toContainText(`Allergy note: ${c.allergy}`);
    const name = label.getByText(`${c.firstName} ${c.lastName}`, { exact: true });
    await expect.poll(() => fontsDrawing(page, name)).toContain(c.font);
  }
  await page.getByRole("region", { name: "Sheet 1" }).screenshot({ path: testInfo.outputPath("labels-scripts.png") });
  const pdf = (await (await page.request.get(`/admin/orders/labels.pdf?date=${date}&layout=14`)).body()).toString(
    "latin1",
  );
  expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
  expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali-Bold/);

  // The CSVs open in Excel as written: UTF-8 with a byte order mark.
  for (const sheet of ["round-sheet", "prep-sheet"]) {
    const csv = await (await page.request.get(`/admin/orders/${sheet}.csv?date=${date}`)).body();
    expect([...csv.subarray(0, 3)], sheet).toEqual([0xef, 0xbb, 0xbf]);
    if (sheet === "round-sheet")
      for (const c of customers) expect(csv.toString("utf8")).toContain(`${c.firstName} ${c.lastName}`);
  }
  await adminContext.close();
});
