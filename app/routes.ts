import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  // Resource routes (no UI).
  ...prefix("api", [
    route("health", "routes/api/health.ts"),
    route("auth/*", "routes/api/auth.$.ts"),
    route("images/*", "routes/api/images.$.ts"),
    route("test/outbox", "routes/api/test-outbox.ts"),
    // --- api: ordering and payments (issue 4) ---
    // --- end api: ordering and payments ---
  ]),
  route("logout", "routes/account/logout.ts"),
  // --- site resource routes: sitemap.xml, robots.txt (issue 3) ---
  // --- end site resource routes ---

  // Admin back-office: its own header; every loader and action calls requireAdmin().
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/index.tsx"),
      // --- admin tabs (issue 5) ---
      // --- end admin tabs ---
    ]),
  ]),

  // Public site with the shared header and footer.
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("login", "routes/account/login.tsx"),
    route("forgot-password", "routes/account/forgot-password.tsx"),
    route("reset-password", "routes/account/reset-password.tsx"),
    // --- site pages (issue 3) ---
    // --- end site pages ---
    // --- ordering and account pages (issue 4) ---
    // --- end ordering and account pages ---
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
