#!/usr/bin/env node
// Lighthouse 13 (mobile preset: simulated slow 4G and 4x CPU slowdown, performance only) on /, /menu
// and /how-it-works of a production build on demo data. Prints each page's medians against the
// targets, and every run's score and Total Blocking Time (runs vary: the machine is shared).
// Usage: npx node bench/lighthouse.mjs   (Lighthouse 13 needs Node 22.19 or newer)
//   env: BENCH_BUILD_DIR (build-bench), BENCH_PORT (3390), BENCH_RUNS (5 per page),
//        BENCH_SKIP_BUILD=1 (use an existing build), BENCH_PAGES (comma-separated paths),
//        BENCH_KEEP_REPORTS=<dir> (keep each run's JSON report there), CHROME_PATH (/usr/bin/chromium)
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, CHROME_FLAGS, startApp, warmUp } from "./server.mjs";

const PAGES = process.env.BENCH_PAGES?.split(",") ?? ["/", "/menu", "/how-it-works"];
const TARGET = { score: 0.98, lcpMs: 1800, cls: 0.02, tbtMs: 100, jsKb: 110 };
const buildDir = process.env.BENCH_BUILD_DIR ?? "build-bench";
const port = Number(process.env.BENCH_PORT ?? 3390);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const keepDir = process.env.BENCH_KEEP_REPORTS;
const LIGHTHOUSE_CLI = fileURLToPath(new URL("../node_modules/lighthouse/cli/index.js", import.meta.url));

/** One Lighthouse run; null when Lighthouse could not record the page (it sometimes fails to). */
function lighthouse(url, out) {
  // The same Node as this script (npx node: the project's Node 24), not whatever `node` is first
  // on PATH. Lighthouse's defaults are its mobile preset, spelled out here.
  const result = spawnSync(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      "--only-categories=performance",
      "--form-factor=mobile",
      "--throttling-method=simulate",
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (result.status !== 0) return null;
  const report = JSON.parse(readFileSync(out, "utf8"));
  if (report.runtimeError || report.categories.performance.score == null) return null;
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const scripts = report.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script");
  return {
    score: report.categories.performance.score,
    lcpMs: Math.round(audit("largest-contentful-paint")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(audit("total-blocking-time")),
    jsKb: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

build(buildDir);
const app = await startApp({ buildDir, port });
const outDir = keepDir ?? mkdtempSync(join(tmpdir(), "dabba-lighthouse-"));
mkdirSync(outDir, { recursive: true });
const rows = [];
try {
  await warmUp(app.origin, PAGES);
  for (const path of PAGES) {
    const runs = [];
    const name = path === "/" ? "home" : path.slice(1).replace(/\W+/g, "-");
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
      const run = lighthouse(app.origin + path, join(outDir, `${name}-${attempt}.json`));
      if (run) runs.push(run);
    }
    if (runs.length === 0) throw new Error(`lighthouse failed on ${path}`);
    // Each metric's own median: one slow run moves none of them.
    const med = (key) => median(runs.map((r) => r[key]));
    rows.push({
      page: path,
      runs: runs.length,
      score: Number(med("score").toFixed(2)),
      tbtMs: Math.round(med("tbtMs")),
      lcpMs: Math.round(med("lcpMs")),
      cls: Number(med("cls").toFixed(3)),
      jsKb: med("jsKb"),
      allScores: runs.map((r) => r.score).join(" "),
      allTbtMs: runs.map((r) => r.tbtMs).join(" "),
    });
  }
} finally {
  await app.stop();
  if (!keepDir) rmSync(outDir, { recursive: true, force: true });
}

console.log("\nLighthouse 13 mobile (performance), production build on demo data: medians per page");
console.table(rows);
const misses = rows.flatMap((r) =>
  [
    r.score < TARGET.score && `${r.page}: score ${r.score} < ${TARGET.score}`,
    r.tbtMs > TARGET.tbtMs && `${r.page}: TBT ${r.tbtMs} ms > ${TARGET.tbtMs} ms`,
    r.lcpMs > TARGET.lcpMs && `${r.page}: LCP ${r.lcpMs} ms > ${TARGET.lcpMs} ms`,
    r.cls > TARGET.cls && `${r.page}: CLS ${r.cls} > ${TARGET.cls}`,
    r.jsKb > TARGET.jsKb && `${r.page}: JS ${r.jsKb} KB > ${TARGET.jsKb} KB`,
  ].filter(Boolean),
);
console.log(
  `Targets (median of ${RUNS}): score >= ${TARGET.score}, TBT <= ${TARGET.tbtMs} ms, LCP <= ${TARGET.lcpMs} ms, ` +
    `CLS <= ${TARGET.cls}, JS <= ${TARGET.jsKb} KB`,
);
console.log(misses.length ? `Targets missed:\n  ${misses.join("\n  ")}` : "All targets met.");
process.exitCode = misses.length ? 1 : 0;
