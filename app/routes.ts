import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  // Resource routes (no UI).
  ...prefix("api", [
    route("health", "routes/api/health.ts"),
    route("auth/*", "routes/api/auth.$.ts"),
    route("images/*", "routes/api/images.$.ts"),
    route("test/outbox", "routes/api/test-outbox.ts"),
    // --- api: ordering and payments (issue 4) ---
    route("stripe/webhook", "routes/api/stripe-webhook.ts"),
    route("checkout/quote", "routes/api/checkout-quote.ts"),
    // --- end api: ordering and payments ---
  ]),
  route("logout", "routes/account/logout.ts"),
  // --- site resource routes: sitemap.xml, robots.txt (issue 3) ---
  route("sitemap.xml", "routes/site/sitemap[.]xml.ts"),
  route("robots.txt", "routes/site/robots[.]txt.ts"),
  // --- end site resource routes ---

  // Admin back-office: its own header; every loader and action calls requireAdmin().
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      // The index is the Menu tab. Tabs: 5a owns menu..users, 5b owns team..settings.
      // --- admin tabs (issue 5a) ---
      route("box-types", "routes/admin/box-types.tsx"),
      route("delivery", "routes/admin/delivery.tsx"),
      route("content", "routes/admin/content.tsx"),
      route("images", "routes/admin/images.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("api/upload", "routes/admin/api.upload.ts"),
      // --- end admin tabs (issue 5a) ---
      // --- admin tabs (issue 5b) ---
      route("team", "routes/admin/team.tsx"),
      route("cuisines", "routes/admin/cuisines.tsx"),
      route("weekly-cuisines", "routes/admin/weekly-cuisines.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/prep-sheet", "routes/admin/prep-sheet.tsx"),
      route("orders/prep-sheet.csv", "routes/admin/prep-sheet-csv.ts"),
      route("orders/:orderId", "routes/admin/order-detail.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("outbox", "routes/admin/outbox.tsx"),
      route("outbox/:mailId", "routes/admin/outbox-mail.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      // --- end admin tabs (issue 5b) ---
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),

  // Public site with the shared header and footer.
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("login", "routes/account/login.tsx"),
    route("forgot-password", "routes/account/forgot-password.tsx"),
    route("reset-password", "routes/account/reset-password.tsx"),
    // --- site pages (issue 3) ---
    route("menu", "routes/site/menu.tsx"),
    route("how-it-works", "routes/site/how-it-works.tsx"),
    route("about-us", "routes/site/about-us.tsx"),
    route("get-in-touch", "routes/site/get-in-touch.tsx"),
    route("faqs", "routes/site/faqs.tsx"),
    route("privacy-policy", "routes/site/privacy-policy.tsx"),
    route("terms-of-service", "routes/site/terms-of-service.tsx"),
    route("user-deletion", "routes/site/user-deletion.tsx"),
    // --- end site pages ---
    // --- ordering pages (issue 4a) ---
    route("postcode-check", "routes/order/postcode-check.tsx"),
    route("order", "routes/order/order.tsx"),
    // --- end ordering pages (issue 4a) ---
    // --- checkout, payment, confirmation and account pages (issue 4b) ---
    route("checkout", "routes/order/checkout.tsx"),
    route("pay/test/:sessionId", "routes/order/test-payment.tsx"),
    route("order-confirmation", "routes/order/order-confirmation.tsx"),
    route("my-account", "routes/account/my-account.tsx"),
    // --- end checkout, payment, confirmation and account pages (issue 4b) ---
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
