import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// Browser chunks: every page needs React, React DOM and React Router, and every public page
// needs the site shell (header, footer, buttons, icons, images); a page then loads its route
// module and what it alone uses. Fewer, larger chunks compress better and cost fewer requests
// than the dozen tiny shared chunks automatic splitting makes (decision 010).
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const SHELL =
  /[\\/]app[\\/](root\.tsx|components[\\/](site-header|site-footer|not-found|page-hero|image|ui[\\/]button)\.tsx|lib[\\/](toast|utils|nonce|money)\.tsx?|features[\\/]content[\\/](seo|image-variants)\.ts)$/;
// V8's explicit compile hint (Chrome 136+; other browsers ignore the comment), which must open the
// file: most of React DOM and React Router runs while a page hydrates, so the browser compiles the
// whole framework chunk while it streams it, off the main thread, instead of function by function
// on the main thread as hydration first calls each (about a quarter of the main thread's
// JavaScript time at hydration; decision 034).
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        sourcemap: !!process.env.SOURCEMAP,
        rolldownOptions: {
          output: {
            // After minification, which would drop a comment.
            postBanner: (chunk) => (chunk.name === "framework" ? COMPILE_HINT : ""),
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                { name: "shell", test: SHELL, priority: 1 },
              ],
            },
          },
        },
      },
    },
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "pino", "nodemailer", "stripe", "pdfkit", "fontkit"] },
});
