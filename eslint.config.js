import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";

const sonner = { name: "sonner", message: "Use toast from ~/lib/toast: it loads sonner on demand." };
const adminGateOnly = [
  {
    name: "~/features/accounts/session.server",
    importNames: ["requireAdmin"],
    message: "The admin layout's middleware authorises every admin loader and action: use currentAdmin(context).",
  },
  {
    name: "~/lib/cache.server",
    importNames: ["invalidatePublicCaches"],
    message: "The admin layout's middleware drops the public caches after every admin write.",
  },
];

/**
 * Import zones (docs/decisions/014-feature-boundaries.md): lib/ and components/ sit below the
 * features and never import them; a feature imports another only through its public entry
 * (public.ts for browser-safe code, public.server.ts for server code). Routes compose features
 * and may import any of their modules. Tests may reach into what they test.
 */
const features = readdirSync(`${import.meta.dirname}/app/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const belowFeatures = {
  group: ["~/features/**"],
  message: "lib/ and components/ sit below the features and must not import them.",
};
const featureZone = (feature) => ({
  group: ["~/features/*/**", `!~/features/${feature}/**`, "!~/features/*/public", "!~/features/*/public.server"],
  message: `Import another feature only through its public entry: ~/features/<name>/public(.server).`,
});
const restrict = (paths, patterns = []) => ["error", { paths: [sonner, ...paths], patterns }];

/**
 * Tables (issue 27): every table is declared in its owner's schema file, and a feature imports only
 * its own (`~/db/schema/<file>`, never the index); another feature's data comes through that
 * feature's public entry, by name. Cart, shop, kitchen, reports and privacy own no table. lib/ (database,
 * seed, jobs) and tests may import any schema file; app/features/boundaries.test.ts also holds raw
 * SQL naming another feature's table to the same rule.
 */
export const schemaOf = {
  accounts: "auth",
  campaigns: "campaigns",
  rounds: "rounds",
  promotions: "promotions",
  wallet: "wallet",
  receipts: "receipts",
  referrals: "referrals",
  giftcards: "gift-cards",
  catalog: "catalog",
  content: "content",
  delivery: "delivery",
  messaging: "messaging",
  orders: "orders",
  payments: "payments",
  settings: "settings",
  subscriptions: "subscriptions",
};
/**
 * The reads of another feature's tables that stay: file → the other schema files it may import (or
 * name in SQL), and why. Keep it short; a new entry needs a reason a public function cannot serve.
 */
export const schemaAllowList = {
  // The one capacity check counts the boxes booked per date inside the order's transaction, under
  // the date's lock; Delivery sits below Orders, so it cannot ask Orders for them.
  "app/features/delivery/capacity.server.ts": ["orders"],
  // The order view (confirmation page, email, My account) joins the lines with their dishes'
  // allergens, and the view by checkout session starts from the payment: one prepared statement per
  // page (decision 026). Payments sit above Orders.
  "app/features/orders/order-queries.server.ts": ["catalog", "payments"],
  // The order page's history names who changed it (a join with accounts' users); its payments and
  // subscription are read beside it. Accounts, Payments and Subscriptions sit above Orders.
  "app/features/orders/admin/order-detail.server.ts": ["auth", "payments", "subscriptions"],
  // A phone order finds the customer's account by email and records the admin's payment with the
  // order, in its transaction (Accounts and Payments sit above Orders).
  "app/features/orders/manual-orders.server.ts": ["auth", "payments"],
  // An order paid: the payment and the order move to paid in one prepared statement (decision 026);
  // a checkout closed unpaid closes its pending payment with the order.
  "app/features/orders/payment-reactions.server.ts": ["payments"],
  // An unpaid order cancelled closes its pending payments; a new account takes over its guest
  // orders' subscriptions: each in the caller's transaction, in SQL.
  "app/features/orders/orders.server.ts": ["payments", "subscriptions"],
  // A subscription is read with its first order (the customer's name, email and order number, the
  // fulfilment a renewal copies): the Subscriptions tab searches and pages over that join, My
  // account lists and shows it, the forecast and the renewal job read a weekend's renewals in the
  // job's transaction, under the subscription's lock (decision 027). Orders sit below Subscriptions.
  "app/features/subscriptions/admin/subscriptions-list.server.ts": ["orders"],
  "app/features/subscriptions/forecast.server.ts": ["orders"],
  "app/features/subscriptions/renewals.server.ts": ["orders"],
  "app/features/subscriptions/self-service.server.ts": ["orders"],
  // The sales dashboard's aggregates over orders, their lines, the dishes and the subscriptions are
  // single SQL statements (raw SQL, decision 029); reading them row by row through public entries
  // would move every sale of the range into Node.
  "app/features/reports/sales-report.server.ts": ["orders", "catalog", "subscriptions"],
  // Receipts (decision 044) find the paid and refunded orders without their document (an anti-join
  // with receipts, in the issuer's short transaction) and read the order's lines and discounts
  // as they were; Orders sit below Receipts, which nothing but routes and the jobs import.
  "app/features/receipts/issue.server.ts": ["orders"],
  "app/features/receipts/documents.server.ts": ["orders"],
  // The report per promo code sums its redemptions with their orders' totals, paid orders only: one
  // aggregate over the join (Promotions sits above Orders and owns the redemptions).
  "app/features/reports/promo-report.server.ts": ["orders", "promotions"],
};
const schemaIndex = {
  name: "~/db/schema",
  message: "Import your feature's own schema file (~/db/schema/<file>); the index is for lib/ and tests.",
};
const schemaZone = (feature, allowed = []) => ({
  group: ["~/db/schema/*", ...[schemaOf[feature], ...allowed].filter(Boolean).map((file) => `!~/db/schema/${file}`)],
  message: `A feature imports only its own tables (${schemaOf[feature] ? `~/db/schema/${schemaOf[feature]}` : "it owns none"}); read another feature's data through its public entry (or see schemaAllowList in eslint.config.js).`,
});
const featureOf = (file) => file.split("/")[2];
const tests = "**/*.test.{ts,tsx}";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "drizzle/",
      "data/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // Public pages stay light: sonner loads on the first toast, through ~/lib/toast only.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/toast.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [sonner] }] },
  },
  {
    files: ["app/lib/**/*.{ts,tsx}", "app/components/**/*.{ts,tsx}"],
    ignores: ["app/lib/toast.tsx"],
    rules: { "no-restricted-imports": restrict([], [belowFeatures]) },
  },
  // The admin layout's middleware (features/accounts/admin-gate.server.ts) is the one gate.
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: [tests],
    rules: { "no-restricted-imports": restrict(adminGateOnly) },
  },
  ...features.flatMap((feature) => [
    {
      files: [`app/features/${feature}/**/*.{ts,tsx}`],
      ignores: [tests],
      rules: { "no-restricted-imports": restrict([schemaIndex], [featureZone(feature), schemaZone(feature)]) },
    },
    {
      files: [`app/features/${feature}/admin/**/*.{ts,tsx}`],
      ignores: [tests],
      rules: {
        "no-restricted-imports": restrict([...adminGateOnly, schemaIndex], [featureZone(feature), schemaZone(feature)]),
      },
    },
  ]),
  ...Object.entries(schemaAllowList).map(([file, allowed]) => ({
    files: [file],
    rules: {
      "no-restricted-imports": restrict(
        [...(file.includes("/admin/") ? adminGateOnly : []), schemaIndex],
        [featureZone(featureOf(file)), schemaZone(featureOf(file), allowed)],
      ),
    },
  })),
  {
    files: ["scripts/**/*.mjs", "bench/**/*.mjs"],
    languageOptions: {
      globals: Object.fromEntries(
        [
          "process",
          "console",
          "URL",
          "URLSearchParams",
          "fetch",
          "setTimeout",
          "clearTimeout",
          "performance",
          "Buffer",
          "AbortController",
        ].map((name) => [name, "readonly"]),
      ),
    },
  },
);
