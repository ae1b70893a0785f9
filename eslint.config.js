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
      rules: { "no-restricted-imports": restrict([], [featureZone(feature)]) },
    },
    {
      files: [`app/features/${feature}/admin/**/*.{ts,tsx}`],
      ignores: [tests],
      rules: { "no-restricted-imports": restrict(adminGateOnly, [featureZone(feature)]) },
    },
  ]),
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
