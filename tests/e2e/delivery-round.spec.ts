import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { startS3TestServer, type S3TestServer } from "../../app/lib/storage/s3-test-server";
import { startFakePostcodesIo, type FakePostcodesIo } from "../fakes/postcodes-io";
import { expectNoPageOverflow } from "./admin-support";
import { details, guestsPayForEssentials } from "./checkout-support";
import { comeBackTo, mailWithSubject, toast, useClockedApp } from "./clocked-app";
import { ADMIN, expectAccessible, uniqueEmail } from "./support";

/**
 * Issue 30: a delivery round from the owner's plan to the customers' doors (decision 041). A server
 * of its own (clock: Monday 23 November 2026, 10:00) whose geocoder is a local postcodes.io and
 * whose uploads go to a local S3 (s3rver). Three guests pay for Saturday 28 November; the owner
 * plans the round, reorders it and opens the driver's page; the driver, on a 375 px phone, starts
 * the round and delivers the three stops, one with a photo and one while the phone is offline;
 * each next customer is told when the driver will arrive, and the owner sees it all.
 */
const port = Number(process.env.E2E_PORT ?? 4173) + 60;
const MONDAY = "2026-11-23T10:00:00Z";
const KNOWN = {
  "SE15 2PH": { lat: 51.4741, lng: -0.0617 },
  "SE15 4ST": { lat: 51.4703, lng: -0.0634 },
  "SE4 1AA": { lat: 51.4617, lng: -0.0355 },
  "SE22 8HQ": { lat: 51.4535, lng: -0.0735 },
};

test.describe("a delivery round: planned, driven and delivered", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  let geocoder: FakePostcodesIo;
  let s3: S3TestServer;
  test.beforeAll(async () => {
    geocoder = await startFakePostcodesIo({ known: KNOWN });
    s3 = await startS3TestServer("dabba-rounds");
  });
  useClockedApp(port, MONDAY, () => ({
    GEOCODER_URL: geocoder.url,
    S3_BUCKET: s3.options.bucket,
    S3_REGION: s3.options.region,
    S3_ENDPOINT: s3.options.endpoint,
    S3_ACCESS_KEY_ID: s3.options.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
  }));
  test.afterAll(async () => {
    await geocoder?.close();
    await s3?.stop();
  });

  test("three stops delivered from a phone, one with a photo and one offline", async ({ browser, page }) => {
    const tag = Date.now().toString(36).slice(-4);
    const customers = [
      { lastName: `Rye${tag}`, address: "12 Rye Lane", postcode: "se15 4st", email: uniqueEmail("rye") },
      { lastName: `Brockley${tag}`, address: "9 Brockley Road", postcode: "se4 1aa", email: uniqueEmail("brockley") },
      { lastName: `Dulwich${tag}`, address: "3 Lordship Lane", postcode: "se22 8hq", email: uniqueEmail("dulwich") },
    ];
    let date = "";
    await test.step("three guests pay for Saturday's boxes", async () => {
      ({ date } = await guestsPayForEssentials(
        browser,
        customers.map((c) => details(c.email, { lastName: c.lastName, address: c.address, postcode: c.postcode })),
      ));
      expect(date).toBe("2026-11-28");
    });

    const owner = page;
    let driverLink = "";
    await test.step("the owner plans the round for one driver and reorders it", async () => {
      await comeBackTo(owner, `/admin/orders/rounds?date=${date}`, ADMIN);
      await expect(
        owner.getByRole("heading", { level: 1, name: "Delivery rounds: Saturday 28 November 2026" }),
      ).toBeVisible();
      await owner.getByLabel("Driver", { exact: true }).fill("Priya");
      await owner.getByRole("button", { name: "Plan round" }).click();
      await expect(toast(owner, "Round planned: 3 stops")).toBeVisible();
      const route = owner.getByRole("region", { name: /^Priya: 3 stops, 3 boxes/ });
      await expect(route.getByTestId("round-stop")).toHaveCount(3);
      await expect(owner.getByRole("region", { name: "Map of the round" })).toBeVisible();
      await expectAccessible(owner);
      await owner.screenshot({ path: test.info().outputPath("rounds.png"), fullPage: true });

      // Drag the last stop to the top: it becomes stop 1, and the times are estimated again.
      const stops = route.getByTestId("round-stop");
      const last = (await stops.nth(2).textContent()) ?? "";
      const name = customers.find((c) => last.includes(c.lastName))!.lastName;
      await stops.nth(2).dragTo(stops.nth(0));
      await expect(toast(owner, "Stop moved")).toBeVisible();
      await expect(stops.nth(0)).toContainText(name);
      await expect(stops.nth(0)).toContainText(/^1\. ≈ 10:\d\d/);
      // And the arrows move it back down one.
      await owner.getByRole("button", { name: `Move Asha ${name} down` }).click();
      await expect(stops.nth(1)).toContainText(name);
      driverLink = (await route.getByTestId("driver-link").textContent()) ?? "";
      expect(driverLink).toMatch(new RegExp(`^http://localhost:${port}/driver/[0-9a-f-]{36}/[\\w-]{43}$`));
    });

    const phone = await browser.newContext({
      baseURL: `http://localhost:${port}`,
      viewport: { width: 375, height: 740 },
      hasTouch: true,
    });
    const driver = await phone.newPage();
    const order: string[] = [];
    await test.step("the driver opens their page on a phone and starts the round", async () => {
      await driver.goto(driverLink);
      await expect(driver.getByRole("heading", { level: 1, name: "Priya's round" })).toBeVisible();
      const stops = driver.getByTestId("driver-stop");
      await expect(stops).toHaveCount(3);
      for (const stop of await stops.all()) {
        const text = (await stop.textContent()) ?? "";
        order.push(customers.find((c) => text.includes(c.lastName))!.lastName);
      }
      await expect(stops.first().getByRole("link", { name: /^Call / })).toHaveAttribute("href", "tel:02079460321");
      await expect(stops.first().getByRole("link", { name: "Navigate" })).toHaveAttribute(
        "href",
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=51\.\d+%2C-0\.\d+$/,
      );
      await expectNoPageOverflow(driver);
      await expectAccessible(driver);
      await driver.getByRole("button", { name: "Start round" }).click();
      await expect(driver.getByRole("button", { name: "Start round" })).toHaveCount(0);
      const first = customers.find((c) => c.lastName === order[0])!;
      const next = await mailWithSubject(driver.request, first.email, "Your box arrives in about");
      expect(next.text).toMatch(/your Saffron Dabba order \S+ arrives in about \d+ minutes/);
      await mailWithSubject(driver.request, first.email, "Your order");
    });

    const stop = (lastName: string) => driver.getByTestId("driver-stop").filter({ hasText: lastName });
    await test.step("the first stop is delivered with a photo", async () => {
      await stop(order[0]).getByRole("button", { name: "Delivered" }).click();
      const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#c2410c" } })
        .jpeg()
        .toBuffer();
      await stop(order[0])
        .getByLabel("Photo (optional)")
        .setInputFiles({ name: "door.jpg", mimeType: "image/jpeg", buffer: photo });
      await stop(order[0]).getByRole("button", { name: "Confirm delivered" }).click();
      await expect(stop(order[0]).getByRole("status")).toHaveText("Delivered");
      const second = customers.find((c) => c.lastName === order[1])!;
      await mailWithSubject(driver.request, second.email, "Your box arrives in about");
      await driver.screenshot({ path: test.info().outputPath("driver-375.png"), fullPage: true });
    });

    await test.step("the second stop is delivered", async () => {
      await stop(order[1]).getByRole("button", { name: "Delivered" }).click();
      await stop(order[1]).getByRole("button", { name: "Confirm delivered" }).click();
      await expect(stop(order[1]).getByRole("status")).toHaveText("Delivered");
    });

    await test.step("the third stop is delivered while the phone has no connection, and sent when it is back", async () => {
      await phone.setOffline(true);
      await stop(order[2]).getByRole("button", { name: "Delivered" }).click();
      await stop(order[2]).getByRole("button", { name: "Confirm delivered" }).click();
      await expect(driver.getByTestId("queue-status")).toContainText("No connection: 1 action waits on this phone");
      await expect(stop(order[2]).getByRole("status")).toHaveText("Delivered · waiting to send");
      await phone.setOffline(false);
      await expect(driver.getByTestId("queue-status")).toHaveCount(0);
      await expect(stop(order[2]).getByRole("status")).toHaveText("Delivered");
      await expect(driver.getByText("3 of 3 done")).toBeVisible();
      const third = customers.find((c) => c.lastName === order[2])!;
      await mailWithSubject(driver.request, third.email, `Your order`);
      await expect
        .poll(async () => {
          const response = await driver.request.get(`/api/test/outbox?to=${encodeURIComponent(third.email)}`);
          return ((await response.json()) as Array<{ subject: string }>).map((m) => m.subject);
        })
        .toContainEqual(expect.stringMatching(/^Your order \S+ has been delivered$/));
    });
    await phone.close();

    await test.step("the owner sees the round done, the photo, and the messages in the Outbox", async () => {
      await owner.goto(`/admin/orders/rounds?date=${date}`);
      const route = owner.getByRole("region", { name: /^Priya: 3 stops/ });
      await expect(route.getByText("Delivered", { exact: true })).toHaveCount(2);
      const photoLink = route.getByRole("link", { name: "photo" });
      await expect(photoLink).toHaveCount(1);
      const photo = await owner.request.get((await photoLink.getAttribute("href"))!);
      expect(photo.headers()["content-type"]).toBe("image/jpeg");
      expect((await sharp(await photo.body()).metadata()).width).toBe(1200);
      await owner.goto("/admin/outbox");
      await expect(owner.getByText(/^Your box arrives in about \d+ minutes$/).first()).toBeVisible();
      await expect(owner.getByText(/^Your box arrives in about \d+ minutes$/)).toHaveCount(3);
    });
  });
});
