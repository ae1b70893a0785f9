import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "pino", "nodemailer", "stripe"] },
}));
