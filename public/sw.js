/* global self, URL */
// Dabba's service worker: web push only for now (decision 037). It caches nothing, so the site
// works exactly as it does without it. A push message is JSON {title, body, url}, encrypted for
// this browser and sent by the shop (app/features/messaging/channels/web-push.server.ts).

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** The page a notification opens: the shop's own pages only. */
function shopUrl(url) {
  try {
    const target = new URL(url || "/", self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + "/";
  } catch {
    return self.location.origin + "/";
  }
}

function readPayload(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener("push", (event) => {
  const payload = readPayload(event.data);
  const title = payload.title || "Dabba";
  const options = { body: payload.body || "", icon: "/favicon.svg", data: { url: shopUrl(payload.url) } };
  event.waitUntil(
    self.registration.showNotification(title, options).then(async () => {
      // Open pages of the shop hear of it (the browser test reads this).
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const client of windows)
        client.postMessage({ type: "notification-shown", title, body: options.body, url: options.data.url });
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = shopUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
