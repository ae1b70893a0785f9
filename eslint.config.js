import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
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
    // The admin layout's middleware (features/accounts/admin-gate.server.ts) is the one gate.
    files: ["app/routes/**/*.{ts,tsx}", "app/features/*/admin/**/*.{ts,tsx}", "app/features/*/admin-*.{ts,tsx}"],
    ignores: ["app/features/accounts/admin-gate.server.ts", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { paths: [sonner, ...adminGateOnly] }] },
  },
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
