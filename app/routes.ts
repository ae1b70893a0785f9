import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  // Resource routes (no UI).
  ...prefix("api", [
    route("health", "routes/api/health.ts"),
    route("auth/*", "routes/api/auth.$.ts"),
    route("images/*", "routes/api/images.$.ts"),
    route("test/outbox", "routes/api/test-outbox.ts"),
    route("test/renewals", "routes/api/test-renewals.ts"),
    route("test/metrics", "routes/api/test-metrics.ts"),
    // Checkout and payments.
    route("stripe/webhook", "routes/api/stripe-webhook.ts"),
    route("checkout/quote", "routes/api/checkout-quote.ts"),
    // Incoming texts (STOP).
    route("twilio/inbound", "routes/api/twilio-inbound.ts"),
    // Web push: this browser's subscription (decision 037).
    route("push/subscriptions", "routes/api/push-subscriptions.ts"),
  ]),
  route("logout", "routes/account/logout.ts"),
  // A campaign message's own link (decision 037): counts the open, leads to the shop.
  route("c/:campaignId/:who/:signature", "routes/site/campaign-link.ts"),
  // The customer's data rights (decision 038): the downloads.
  route("my-account/data/export", "routes/account/my-data-export.ts"),
  route("my-account/orders/:orderId/receipts/:file", "routes/account/my-order-receipt-pdf.ts"),
  route("your-data/export", "routes/site/your-data-export.ts"),
  // A driver's round on their phone (decision 041): a signed link per driver and date.
  route("driver/:driverId/:signature", "routes/site/driver.tsx"),
  route("driver/:driverId/:signature/actions", "routes/site/driver-actions.ts"),
  // For crawlers.
  route("sitemap.xml", "routes/site/sitemap[.]xml.ts"),
  route("robots.txt", "routes/site/robots[.]txt.ts"),

  // Admin back-office: its own header; the layout's middleware (adminGate) guards every child
  // loader, action and resource route, and drops the public caches after every admin write.
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      // The index is the Menu tab; then the spec's tabs in order, then operations.
      route("box-types", "routes/admin/box-types.tsx"),
      route("delivery", "routes/admin/delivery.tsx"),
      route("content", "routes/admin/content.tsx"),
      route("images", "routes/admin/images.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("api/upload", "routes/admin/api.upload.ts"),
      route("team", "routes/admin/team.tsx"),
      route("cuisines", "routes/admin/cuisines.tsx"),
      route("weekly-cuisines", "routes/admin/weekly-cuisines.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/prep-sheet", "routes/admin/prep-sheet.tsx"),
      route("orders/prep-sheet.csv", "routes/admin/prep-sheet-csv.ts"),
      route("orders/new", "routes/admin/new-order.tsx"),
      route("orders/labels", "routes/admin/labels.tsx"),
      route("orders/labels.pdf", "routes/admin/labels-pdf.ts"),
      route("orders/round-sheet", "routes/admin/round-sheet.tsx"),
      route("orders/round-sheet.csv", "routes/admin/round-sheet-csv.ts"),
      route("orders/rounds", "routes/admin/rounds.tsx"),
      route("orders/rounds.csv", "routes/admin/rounds-csv.ts"),
      route("orders/rounds/photo/:stopId", "routes/admin/round-photo.ts"),
      route("orders/:orderId", "routes/admin/order-detail.tsx"),
      route("orders/:orderId/receipts/:file", "routes/admin/order-receipt-pdf.ts"),
      route("subscriptions", "routes/admin/subscriptions.tsx"),
      route("promotions", "routes/admin/promotions.tsx"),
      route("promotions/:promoId", "routes/admin/promotion.tsx"),
      route("gift-cards", "routes/admin/gift-cards.tsx"),
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("dashboard.csv", "routes/admin/dashboard-csv.ts"),
      route("dashboard/accounts.csv", "routes/admin/accounts-csv.ts"),
      route("messages", "routes/admin/messages.tsx"),
      route("campaigns", "routes/admin/campaigns.tsx"),
      route("campaigns/:campaignId", "routes/admin/campaign.tsx"),
      route("outbox", "routes/admin/outbox.tsx"),
      route("outbox/:mailId", "routes/admin/outbox-mail.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),

  // Public site with the shared header and footer.
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("login", "routes/account/login.tsx"),
    route("forgot-password", "routes/account/forgot-password.tsx"),
    route("reset-password", "routes/account/reset-password.tsx"),
    // Marketing pages.
    route("menu", "routes/site/menu.tsx"),
    route("how-it-works", "routes/site/how-it-works.tsx"),
    route("about-us", "routes/site/about-us.tsx"),
    route("get-in-touch", "routes/site/get-in-touch.tsx"),
    route("faqs", "routes/site/faqs.tsx"),
    route("privacy-policy", "routes/site/privacy-policy.tsx"),
    route("terms-of-service", "routes/site/terms-of-service.tsx"),
    route("user-deletion", "routes/site/user-deletion.tsx"),
    route("your-data", "routes/site/your-data.tsx"),
    // A marketing message's one-click unsubscribe (no sign-in).
    route("unsubscribe", "routes/site/unsubscribe.tsx"),
    // A customer's share link (decision 045): keeps the code for the friend's checkout.
    route("r/:code", "routes/site/referral-link.ts"),
    // Ordering: the postcode check, the builder, checkout, payment, confirmation, the customer's orders.
    route("postcode-check", "routes/order/postcode-check.tsx"),
    route("order", "routes/order/order.tsx"),
    route("checkout", "routes/order/checkout.tsx"),
    route("pay/test/:sessionId", "routes/order/test-payment.tsx"),
    // Gift cards bought on the site (decision 046).
    route("gift-cards", "routes/order/gift-cards.tsx"),
    route("gift-cards/thank-you", "routes/order/gift-card-thanks.tsx"),
    route("pay/order/:orderId", "routes/order/pay-order.tsx"),
    route("order-confirmation", "routes/order/order-confirmation.tsx"),
    route("my-account", "routes/account/my-account.tsx"),
    route("my-account/subscriptions/:subscriptionId", "routes/account/my-subscription.tsx"),
    route("my-account/orders/:orderId", "routes/account/my-order.tsx"),
    route("my-account/data", "routes/account/my-data.tsx"),
    route("my-account/messages", "routes/account/my-messages.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
