import { expect, test } from "@playwright/test";
import { COOKING_PHILOSOPHIES } from "../../app/features/content/expected-content";
import { expectAccessible } from "./support";
import { PUBLIC_PAGES, VIEWPORTS, expectFindable, gotoHydrated, jsonLd } from "./site-support";

for (const vp of VIEWPORTS) {
  test.describe(`public pages at ${vp.width}px`, () => {
    // Instant scrolling (a user setting the carousel honours) keeps scroll positions exact.
    test.use({ viewport: { width: vp.width, height: vp.height }, reducedMotion: "reduce" });

    test("home: hero, how it works, what's included, philosophy and this week's dishes", async ({ page }) => {
      await gotoHydrated(page, "/");
      await expectAccessible(page);
      await expectFindable(page, "/");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(main.getByText("HOME COOKED FRESH DELIVERED")).toBeVisible();
      await expect(main.getByRole("link", { name: "Order Now" })).toHaveAttribute("href", "/postcode-check");
      // The hero's figures come from the cheapest active box type (the demo's Essentials).
      await expect(main.getByText("4 dishes for £30", { exact: true })).toBeVisible();
      await expect(main.getByText(/^Freshly cooked boxes of 4 dishes from £30,/)).toBeVisible();
      const hero = main.locator("section").first().locator("img");
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).toHaveAttribute("width", /\d+/);
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);

      await expect(main.getByRole("heading", { name: "How it works" })).toBeVisible();
      for (const step of ["Check your postcode", "Build your tiffin", "Pick a weekend date", "Enjoy home cooking"]) {
        await expect(main.getByRole("heading", { name: step })).toBeVisible();
      }
      await expect(main.getByRole("link", { name: "READ MORE about how it works" })).toHaveAttribute(
        "href",
        "/how-it-works",
      );
      await expect(main.getByRole("heading", { name: "What's included in your tiffin" })).toBeVisible();
      for (const item of ["Rice", "Dal or legume", "Vegetable dish", "Meat or fish dish"]) {
        await expect(main.getByRole("heading", { name: item, exact: true })).toBeVisible();
      }
      await expect(main.getByRole("link", { name: "GOT MORE QUESTIONS?" })).toHaveAttribute("href", "/faqs");
      for (const item of COOKING_PHILOSOPHIES) {
        await expect(main.getByRole("heading", { name: item })).toBeVisible();
      }
      // Images below the fold wait until they are needed.
      await expect(main.locator('img[loading="lazy"]').first()).toBeAttached();

      await expect(main.getByRole("heading", { name: "OUR DISHES THIS WEEK ..." })).toBeVisible();
      // "This week" is the weekend on sale: the same as /menu's default (its first week).
      const thisWeek = main.locator("#dishes-heading + p");
      await expect(thisWeek).toBeVisible();
      await expect(main.getByRole("link", { name: "READ MORE about this week's menu" })).toHaveAttribute(
        "href",
        "/menu",
      );
      const carousel = main.getByRole("group", { name: "Our dishes this week" });
      const slides = carousel.locator('[aria-roledescription="slide"]');
      expect(await slides.count()).toBeGreaterThan(4);
      const perView = vp.width >= 1024 ? 4 : 2;
      const width = (await carousel.getByRole("list").boundingBox())!.width;
      const slideWidth = (await slides.first().boundingBox())!.width;
      expect(Math.round(width / slideWidth)).toBe(perView);

      const track = carousel.getByRole("list");
      const scrollLeft = () => track.evaluate((el) => Math.round(el.scrollLeft));
      await carousel.getByRole("button", { name: "Next dish" }).click();
      await expect.poll(scrollLeft).toBeGreaterThan(0);
      await track.focus();
      await page.keyboard.press("ArrowLeft");
      await expect.poll(scrollLeft).toBe(0);
      // At the start, "previous" wraps round to the last dishes: the carousel loops.
      await carousel.getByRole("button", { name: "Previous dish" }).click();
      await expect
        .poll(() => track.evaluate((el) => Math.ceil(el.scrollLeft) >= el.scrollWidth - el.clientWidth - 1))
        .toBe(true);
      await track.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(scrollLeft).toBe(0);

      const business = (await jsonLd(page)).find((b) => b["@type"] === "FoodEstablishment");
      expect(business).toMatchObject({ name: "Saffron Dabba", areaServed: { name: "South East London" } });

      const [label, cuisines] = (await thisWeek.textContent())!.split(": ");
      await gotoHydrated(page, "/menu");
      await expect(page.getByRole("main").getByLabel("Choose a week").locator("option:checked")).toHaveText(label);
      await expect(page.getByRole("main").getByText(`${cuisines} cooking this week.`)).toBeVisible();
    });

    test("menu: weekly dishes grouped by cuisine, the week selector and menu data", async ({ page }) => {
      await gotoHydrated(page, "/menu");
      await expectAccessible(page);
      await expectFindable(page, "/menu");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Our Weekly Menu" })).toBeVisible();
      await expect(main.getByRole("link", { name: "Order Now" })).toBeVisible();
      const groups = main.getByRole("heading", { level: 2, name: / Cuisine$/ });
      expect(await groups.count()).toBeGreaterThanOrEqual(2);
      const firstCard = main.locator("article").first();
      await expect(firstCard.getByText(/^£\d+\.\d{2}$/)).toBeVisible();
      await expect(firstCard.getByText(/^(\S+\s){4}\S+\.\.\.$/)).toBeVisible();

      // The selector starts at this week (the weekend on sale) and lists only the upcoming ones.
      const select = main.getByLabel("Choose a week");
      const options = await select
        .locator("option")
        .evaluateAll((els) => els.map((o) => (o as HTMLOptionElement).value));
      expect(options.length).toBeGreaterThanOrEqual(2);
      await expect(select).toHaveValue(options[0]);
      const labels = await select.locator("option").allTextContents();
      expect(new Set(labels).size).toBe(labels.length);
      const other = options[1];
      const before = await groups.first().textContent();
      await select.selectOption(other);
      await expect(page).toHaveURL(`/menu?week=${other}`);
      await expect(groups.first()).not.toHaveText(before!);
      await expect(select).toHaveValue(other);
      await expectAccessible(page);

      const menu = (await jsonLd(page)).find((b) => b["@type"] === "Menu") as {
        hasMenuSection: Array<{ name: string }>;
      };
      expect(menu.hasMenuSection.map((s) => s.name)).toEqual(await groups.allTextContents());
      await expect(main.getByText(/ cooking that weekend\.$/)).toBeVisible();
    });

    test("menu: a week that is not on offer answers 404 with a way to this week's menu", async ({ page }) => {
      for (const week of ["00000000-0000-4000-8000-000000000000", "not-a-week"]) {
        const response = await page.goto(`/menu?week=${week}`);
        expect(response?.status()).toBe(404);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1, name: "We could not find that week's menu" })).toBeVisible();
        await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
      }
      await expectAccessible(page);
      await page.waitForFunction(() => "__reactRouterDataRouter" in window);
      await page.getByRole("main").getByRole("link", { name: "See this week's menu" }).click();
      await expect(page).toHaveURL(/\/menu$/);
      await expect(page.getByRole("heading", { level: 1, name: "Our Weekly Menu" })).toBeVisible();
    });

    test("how it works: each box type, its prices and the catering discounts from the data, Order Now to each tab", async ({
      page,
    }) => {
      await gotoHydrated(page, "/how-it-works");
      await expectAccessible(page);
      await expectFindable(page, "/how-it-works");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Ordering from Saffron Dabba" })).toBeVisible();
      await expect(main.getByText(/^We hear you/)).toBeVisible();
      for (const name of ["Essentials", "Essentials Plus", "Custom", "Catering"]) {
        await expect(main.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
      }
      await expect(main.getByText("£30 vegetarian / £33 meat or fish", { exact: true })).toBeVisible();
      await expect(main.getByText("£32 vegetarian / £35 meat or fish", { exact: true })).toBeVisible();
      await expect(main.getByText("from £30 vegetarian / from £33 meat or fish")).toBeVisible();
      await expect(main.getByText("Fixed box · 4 dishes")).toBeVisible();
      await expect(main.getByText("Your pick · 4 dishes")).toBeVisible();
      await expect(main.getByText("10% off when your catering order has 10 or more portions")).toBeVisible();
      await expect(main.getByText("20% off when your catering order has 20 or more portions")).toBeVisible();
      await expect(main.getByText(/Custom quotes are available/)).toBeVisible();

      // A visitor's Order Now goes to the postcode check, carrying the tab (the box type's id) to open later.
      await main.getByRole("link", { name: "Order Now: Essentials Plus" }).click();
      await expect(page).toHaveURL(/\/postcode-check$/);
      expect(await page.evaluate(() => (history.state as { usr?: unknown })?.usr)).toEqual({
        selectedTab: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      });
      await page.goBack();
      await main.getByRole("link", { name: "Order Now: Catering" }).click();
      await expect(page).toHaveURL(/\/postcode-check$/);
      expect(await page.evaluate(() => (history.state as { usr?: unknown })?.usr)).toEqual({ selectedTab: "custom" });
    });

    test("about us: the team grid and a bio dialog operable by keyboard", async ({ page }) => {
      await gotoHydrated(page, "/about-us");
      await expectAccessible(page);
      await expectFindable(page, "/about-us");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText("About Saffron Dabba");
      await expect(main.getByRole("heading", { name: "What is Saffron Dabba?" })).toBeVisible();
      await expect(main.getByRole("heading", { name: "What do we cook?" })).toBeVisible();
      await expect(main.getByRole("heading", { name: "What's in Saffron Dabba's Tiffin?" })).toBeVisible();
      const member = main.getByRole("button", { name: /^Anjali Mehra, Founder and head cook/ });
      await member.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Anjali Mehra" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("Founder and head cook")).toBeVisible();
      await expect(dialog.getByText(/grandmother's kitchen/)).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(member).toBeFocused();
      await expect(main.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/get-in-touch");
    });

    test("FAQs: six questions that expand by keyboard, and a way to get in touch", async ({ page }) => {
      await gotoHydrated(page, "/faqs");
      await expectAccessible(page);
      await expectFindable(page, "/faqs");
      const main = page.getByRole("main");
      await expect(main.locator("img").first()).toBeVisible();
      const questions = main.getByRole("button");
      await expect(questions).toHaveCount(6);
      const first = main.getByRole("button", { name: "When and where do you deliver?" });
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await first.focus();
      await page.keyboard.press("Enter");
      await expect(first).toHaveAttribute("aria-expanded", "true");
      await expect(
        main.getByText("We deliver on Saturdays and Sundays to South East London.", { exact: false }),
      ).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await expect(main.getByRole("button", { name: "What's in a box?" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(
        main.getByText(/rice, a dal or legume dish, a vegetable dish, and a meat or fish dish/),
      ).toBeVisible();
      await expect(first).toHaveAttribute("aria-expanded", "false");
      for (const q of [
        "What can I order?",
        "Do you have vegetarian options?",
        "When do I need to order by?",
        "Which areas do you deliver to?",
      ]) {
        await expect(main.getByRole("button", { name: q })).toBeVisible();
      }
      await main.getByRole("button", { name: "When do I need to order by?" }).click();
      await expect(main.getByText(/Order by Wednesday for delivery that weekend/)).toBeVisible();
      await expectAccessible(page);
      await expect(main.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/get-in-touch");
    });

    test("get in touch: four round links and the message form", async ({ page }) => {
      await gotoHydrated(page, "/get-in-touch");
      await expectAccessible(page);
      await expectFindable(page, "/get-in-touch");
      const links = page.getByRole("region", { name: "Ways to reach us" });
      await expect(links.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", /instagram\.com/);
      await expect(links.getByRole("link", { name: "Whatsapp" })).toHaveAttribute("href", /wa\.me/);
      await expect(links.getByRole("link", { name: "Email" })).toHaveAttribute(
        "href",
        "mailto:hello@saffrondabba.co.uk",
      );
      await expect(links.getByRole("link", { name: "Your Account" })).toHaveAttribute("href", "/my-account");
      await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
      for (const label of ["First Name", "Last Name", "Email Address", "Subject", "Message"]) {
        await expect(page.getByRole("textbox", { name: label })).toBeVisible();
      }
    });

    test("static pages: privacy, terms (24 hours) and data deletion (30 days)", async ({ page }) => {
      await gotoHydrated(page, "/privacy-policy");
      await expectAccessible(page);
      await expectFindable(page, "/privacy-policy");
      await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
      await expect(page.getByText(/Saffron Dabba \("we", "us"\) respects your privacy/)).toBeVisible();

      await gotoHydrated(page, "/terms-of-service");
      await expectAccessible(page);
      await expectFindable(page, "/terms-of-service");
      await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
      await expect(page.getByText(/cancel or change an order up to 24 hours before delivery/)).toBeVisible();
      await expect(page.getByText(/later than\s+24 hours before delivery may incur charges/)).toBeVisible();

      await gotoHydrated(page, "/user-deletion");
      await expectAccessible(page);
      await expectFindable(page, "/user-deletion");
      await expect(page.getByRole("heading", { level: 1, name: "User Data Deletion" })).toBeVisible();
      await expect(page.getByText(/process it within 30 days/)).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: "Contact support" }).click();
      await expect(page).toHaveURL(/\/get-in-touch$/);
    });
  });
}

test("sitemap.xml and robots.txt list the public pages", async ({ request, baseURL }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const path of PUBLIC_PAGES) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain("Disallow: /admin");
});

test("the first HTML response already holds the page's text and images", async ({ request }) => {
  const html = await (await request.get("/menu")).text();
  expect(html).toContain("Our Weekly Menu");
  expect(html).toMatch(/ Cuisine<\/h2>/);
  expect(html).toMatch(/<source type="image\/avif" srcset="\/api\/images\/[^"]+\?w=\d+&amp;f=avif/i);
  expect(html).not.toContain("Loading menu...");
});

test("images come in responsive AVIF and WebP sizes, and other sizes are refused", async ({ request }) => {
  // A first start makes the variants after it listens (the originals stand in until then).
  test.setTimeout(300_000);
  await expect
    .poll(async () => (await (await request.get("/api/health")).json()).images.ready, { timeout: 280_000 })
    .toBe(true);
  const html = await (await request.get("/")).text();
  const src = html.match(/srcset="(\/api\/images\/[^?"]+)\?w=/i)![1];
  const avif = await request.get(`${src}?w=320&f=avif`);
  expect(avif.status()).toBe(200);
  expect(avif.headers()["content-type"]).toBe("image/avif");
  expect(avif.headers()["cache-control"]).toContain("immutable");
  const webp = await request.get(`${src}?w=160&f=webp`);
  expect(webp.headers()["content-type"]).toBe("image/webp");
  expect((await request.get(`${src}?w=333&f=webp`)).status()).toBe(400);
  expect((await request.get(`/api/images/_variants/${src.slice("/api/images/".length)}/320.avif`)).status()).toBe(404);
});

test("public pages come from the render cache for visitors, never for signed-in users", async ({ request }) => {
  await request.get("/faqs");
  const cached = await request.get("/faqs");
  expect(cached.headers()["x-render-cache"]).toBe("HIT");
  expect(cached.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  const personal = await request.get("/faqs", { headers: { Cookie: "better-auth.session_token=someone" } });
  expect(personal.headers()["x-render-cache"]).toBeUndefined();
  expect(personal.headers()["content-security-policy"]).toContain("'nonce-");
});

test("a page still comes alive when its hero image never arrives", async ({ page }) => {
  // Hydration waits for the hero to decode; a stalled image must not leave the page inert.
  await page.route("**/api/images/**", () => {});
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: 10_000 });
  expect(
    await page.evaluate(() => (document.querySelector('img[fetchpriority="high"]') as HTMLImageElement).complete),
  ).toBe(false);
});
