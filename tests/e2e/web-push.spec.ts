import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./site-support";
import { signUpVerified } from "./support";

/**
 * The service worker's push handler in real Chromium. Offline, Chromium cannot subscribe with a
 * real push service, so the message is delivered through the DevTools protocol
 * (ServiceWorker.deliverPushMessage), as a push service would hand it to the browser: the worker
 * must show it as a notification (the server side, encryption and VAPID, is tested against a
 * local push service in app/features/messaging/channels/web-push.db.test.ts).
 */
interface Shown {
  title: string;
  body: string;
  url: string;
}
declare global {
  interface Window {
    shownNotifications?: Shown[];
  }
}

test("the service worker shows a push message as a notification that opens the shop's page", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const worker = await request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(["notifications"], { origin });
  await gotoHydrated(page, "/");

  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  // The page's own policy (CSP) lets it register the worker; the worker then controls the page.
  const scope = await page.evaluate(async () => {
    window.shownNotifications = [];
    navigator.serviceWorker.addEventListener("message", (event: MessageEvent<Shown & { type: string }>) => {
      if (event.data.type === "notification-shown") window.shownNotifications!.push(event.data);
    });
    const registration = await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    await navigator.serviceWorker.ready;
    return registration.scope;
  });
  expect(scope).toBe(`${origin}/`);
  const registrationId = await registered;

  const message = {
    title: "The menu for 5–6 December is live",
    body: "Gujarati and Keralan: order by Wednesday",
    url: "/menu",
  };
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data: JSON.stringify(message) });

  await expect
    .poll(() => page.evaluate(() => window.shownNotifications))
    .toEqual([{ type: "notification-shown", title: message.title, body: message.body, url: `${origin}/menu` }]);
  const notifications = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data }));
  });
  expect(notifications).toEqual([{ title: message.title, body: message.body, data: { url: `${origin}/menu` } }]);

  // A message naming another site's page opens the shop's home page instead.
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId,
    data: JSON.stringify({ title: "Cutoff tomorrow", body: "Order by 23:59", url: "https://elsewhere.example/" }),
  });
  await expect.poll(() => page.evaluate(() => window.shownNotifications!.length)).toBe(2);
  expect((await page.evaluate(() => window.shownNotifications))![1].url).toBe(`${origin}/`);
  await cdp.send("ServiceWorker.disable");
});

test('My account\'s "Send notifications to this device" registers the worker and asks permission; without a reachable push service it says so and keeps nothing', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(["notifications"], { origin });
  await signUpVerified(page, request);
  await gotoHydrated(page, "/my-account/messages");
  const toggle = page.getByRole("checkbox", { name: "Send notifications to this device" });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  // Chromium offline cannot reach its push service, so the subscription cannot be made.
  await expect(page.getByRole("status").filter({ hasText: "could not reach its notification service" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(toggle).not.toBeChecked();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.scope);
  expect(scope).toBe(`${origin}/`);
  await page.reload();
  await expect(page.getByText("You have not made any choices yet.")).toBeVisible();
});
