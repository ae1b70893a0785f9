#!/usr/bin/env node
// Requests per second and p99 latency of GET / and /menu (production build, demo data, render
// cache, every request logged as in production) beside, in the same run:
//   - its static copy: a node:http server that answers with the very status line, headers and
//     brotli bytes the app sent for that page (the same bytes on the wire, none of the app's work);
//   - a bare node:http hello-world (the floor of the machine: what node:http itself costs).
// Targets: each page ≥ 90% of its static copy's requests/s, p99 ≤ 10 ms, no errors, at 100
// connections. A cached page should cost what a static response costs (decision 033 says what
// remains between the two, and why).
//
// The load comes from wrk (a native generator: C, epoll, one connection per socket, HTTP/1.1
// keep-alive, no pipelining), so the figures are the servers', not the client's (autocannon, in
// Node, spent more per response than the servers did). wrk and the servers share the machine's
// cores: with 2 cores, wrk with one thread (the default here) takes one and the server measured
// the other; the output says how many cores there were.
// Measurements are taken in turn, round after round (page and static copy back to back, in
// alternating order), so that a machine that speeds up or slows down during the run affects both
// alike; each row reports the median of its rounds, and each page's ratio to its static copy is
// the median of the rounds' ratios.
//
// Usage: npx node bench/throughput.mjs   (needs wrk: `apt-get install wrk`; installed here when
//        missing and running as root)
//   env: BENCH_BUILD_DIR (build-bench), BENCH_PORT (3390; +1 hello-world, +2 static copy),
//        BENCH_SKIP_BUILD=1, BENCH_SECONDS (5 per measurement), BENCH_ROUNDS (5),
//        BENCH_THREADS (wrk threads, 1), BENCH_CONNECTIONS (100),
//        BENCH_LOG_LEVEL (info: the app logs every request as in production)
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { build, startApp, warmUp } from "./server.mjs";

const buildDir = process.env.BENCH_BUILD_DIR ?? "build-bench";
const port = Number(process.env.BENCH_PORT ?? 3390);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const THREADS = Number(process.env.BENCH_THREADS ?? 1);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const logLevel = process.env.BENCH_LOG_LEVEL ?? "info";
const TARGET = { ofStatic: 0.9, p99Ms: 10 };

/** wrk, installed with apt-get when missing and we are root; otherwise how to install it, and exit 1. */
function ensureWrk() {
  const found = () => spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;
  if (found()) return;
  if (process.getuid?.() === 0 && spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0) {
    console.log("wrk is missing: installing it (apt-get install -y wrk) ...");
    const install = () =>
      spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "wrk"], {
        stdio: ["ignore", "ignore", "inherit"],
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      }).status === 0;
    if (!install()) {
      spawnSync("apt-get", ["update"], { stdio: ["ignore", "ignore", "inherit"] });
      install();
    }
    if (found()) return;
  }
  console.error(
    "bench/throughput.mjs needs wrk, the HTTP load generator. Install it, then run the bench again:\n" +
      "  Debian/Ubuntu: sudo apt-get install wrk\n" +
      "  macOS:         brew install wrk",
  );
  process.exit(1);
}

// wrk's summary as one JSON line (latencies in microseconds), after its own report.
const REPORT_LUA = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH-JSON {"requests":%d,"duration_us":%d,"socket_errors":%d,"non2xx":%d,"p50_us":%d,"p99_us":%d,"max_us":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(99), latency.max))
end
`;

/** CPU seconds (user + system, all threads) the process `pid` has used so far; NaN off Linux. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/**
 * One wrk run against `url` served by the process `pid`: requests/s, latency percentiles (ms),
 * errors, and the server's CPU time per request (µs): unlike requests/s, what the other processes
 * on the machine take does not change it much, so it shows the server's own cost.
 */
function measure(url, pid, headers, script) {
  return new Promise((resolve, reject) => {
    const args = [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, "--timeout", "2s", "-s", script];
    for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
    const cpuBefore = cpuSeconds(pid);
    const child = spawn("wrk", [...args, url], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const cpu = cpuSeconds(pid) - cpuBefore;
      const line = out.split("\n").find((l) => l.startsWith("BENCH-JSON "));
      if (code !== 0 || !line) return reject(new Error(`wrk failed (exit ${code}):\n${out}`));
      const r = JSON.parse(line.slice("BENCH-JSON ".length));
      resolve({
        "req/s": Math.round(r.requests / (r.duration_us / 1e6)),
        "p50 ms": r.p50_us / 1000,
        "p99 ms": r.p99_us / 1000,
        "CPU µs/req": Math.round((cpu / r.requests) * 1e6 * 10) / 10,
        errors: r.socket_errors + r.non2xx,
      });
    });
  });
}

/** Runs `script` (a node:http server that prints "ready" once listening) in its own process. */
async function startNodeServer(script, args = []) {
  const child = spawn("node", ["-e", script, ...args], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => child.stdout.once("data", resolve));
  return { pid: child.pid, stop: () => child.kill() };
}

async function startHello(helloPort) {
  const server = await startNodeServer(
    `require("node:http").createServer((q, s) => { s.writeHead(200, { "Content-Type": "text/plain" }); s.end("hello world"); }).listen(${helloPort}, () => console.log("ready"))`,
  );
  return { url: `http://localhost:${helloPort}/`, ...server };
}

/** The raw headers and body the app sends a browser for `path` (as on the wire, compressed). */
function recordResponse(origin, path, headers) {
  return new Promise((resolve, reject) => {
    get(origin + path, { headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const raw = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          // node:http adds these itself, as it does to the app's responses.
          if (!/^(date|connection|keep-alive)$/i.test(res.rawHeaders[i]))
            raw.push(res.rawHeaders[i], res.rawHeaders[i + 1]);
        }
        const body = Buffer.concat(chunks);
        resolve({ path, status: res.statusCode, headers: raw, bytes: body.byteLength, body: body.toString("base64") });
      });
    }).on("error", reject);
  });
}

/** A node:http server answering each recorded path with its recorded response, and nothing else. */
async function startStaticCopy(copyPort, responses) {
  const server = await startNodeServer(
    `const pages = new Map(JSON.parse(process.argv[1]).map((r) => [r.path, { ...r, body: Buffer.from(r.body, "base64") }]));
     require("node:http").createServer((q, s) => { const p = pages.get(q.url); s.writeHead(p.status, p.headers); s.end(p.body); })
       .listen(${copyPort}, () => console.log("ready"))`,
    [JSON.stringify(responses)],
  );
  return { origin: `http://localhost:${copyPort}`, ...server };
}

// Browsers ask for compressed pages; the render cache keeps them compressed.
const browser = { "Accept-Encoding": "br, gzip", Accept: "text/html" };
const PAGES = ["/", "/menu"];

ensureWrk();
build(buildDir);
const scratch = mkdtempSync(join(tmpdir(), "dabba-throughput-"));
const script = join(scratch, "report.lua");
writeFileSync(script, REPORT_LUA);
const app = await startApp({ buildDir, port, logLevel });
const hello = await startHello(port + 1);
let copy;
let recorded;
const rounds = [];
try {
  await warmUp(app.origin, PAGES);
  recorded = await Promise.all(PAGES.map((path) => recordResponse(app.origin, path, browser)));
  for (const r of recorded) {
    if (r.status !== 200 || !r.headers.some((h) => /^x-render-cache$/i.test(h)))
      throw new Error(`${r.path} is not served from the render cache (status ${r.status})`);
  }
  copy = await startStaticCopy(port + 2, recorded);
  for (let round = 0; round < ROUNDS; round++) {
    const results = { bare: await measure(hello.url, hello.pid, {}, script) };
    for (const path of PAGES) {
      const pair = [
        ["app", app],
        ["static", copy],
      ];
      if (round % 2 === 1) pair.reverse();
      for (const [name, server] of pair)
        results[`${name} ${path}`] = await measure(server.origin + path, server.pid, browser, script);
    }
    rounds.push(results);
    process.stdout.write(
      `round ${round + 1}/${ROUNDS}: ${PAGES.map((p) => `${p} app ${results[`app ${p}`]["req/s"]} / static ${results[`static ${p}`]["req/s"]} req/s`).join(", ")}, bare ${results.bare["req/s"]}\n`,
    );
  }
} finally {
  copy?.stop();
  hello.stop();
  await app.stop();
  rmSync(scratch, { recursive: true, force: true });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const of = (key, field) => median(rounds.map((r) => r[key][field]));
const pct = (x) => `${Math.round(x * 100)}%`;

console.log(
  `\nThroughput: wrk -t${THREADS} -c${CONNECTIONS}, ${ROUNDS} rounds of ${seconds} s per measurement, app log level ${logLevel}` +
    `\n${availableParallelism()} cores shared by wrk and the server measured (and anything else running): ` +
    `figures are medians of the rounds; compare rows, not machines. Load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")} at the end.` +
    `\nCPU µs/req: the server process's CPU time (all its threads) per request answered.`,
);
const rows = [];
const misses = [];
const ms = (x) => Math.round(x * 100) / 100;
const row = (page, server, key, extra) => ({
  page,
  server,
  "req/s": Math.round(of(key, "req/s")),
  "p50 ms": ms(of(key, "p50 ms")),
  "p99 ms": ms(of(key, "p99 ms")),
  "CPU µs/req": of(key, "CPU µs/req"),
  ...extra,
  errors: rounds.reduce((sum, r) => sum + r[key].errors, 0),
});
for (const path of PAGES) {
  const page = `${path} (${recorded.find((r) => r.path === path).bytes} B br)`;
  const app = `app ${path}`;
  const copy = `static ${path}`;
  // Each round's page beside its static copy, measured back to back: the median of those ratios.
  const ratio = median(rounds.map((r) => r[app]["req/s"] / r[copy]["req/s"]));
  const cpuRatio = median(rounds.map((r) => r[app]["CPU µs/req"] / r[copy]["CPU µs/req"]));
  const ofBare = (key) => pct(median(rounds.map((r) => r[key]["req/s"] / r.bare["req/s"])));
  rows.push(
    row(page, "dabba", app, {
      "req/s of copy": pct(ratio),
      "CPU of copy": pct(cpuRatio),
      "req/s of bare": ofBare(app),
    }),
  );
  rows.push(row(page, "static copy", copy, { "req/s of copy": "", "CPU of copy": "", "req/s of bare": ofBare(copy) }));
  const appP99 = ms(of(app, "p99 ms"));
  const appErrors = rounds.reduce((sum, r) => sum + r[app].errors, 0);
  if (ratio < TARGET.ofStatic)
    misses.push(`${path}: ${pct(ratio)} of its static copy's requests/s, below ${pct(TARGET.ofStatic)}`);
  if (appP99 > TARGET.p99Ms)
    misses.push(
      `${path}: p99 ${appP99} ms > ${TARGET.p99Ms} ms (its static copy's: ${ms(of(copy, "p99 ms"))} ms in the same rounds)`,
    );
  if (appErrors > 0) misses.push(`${path}: ${appErrors} errors`);
}
rows.push(
  row("/ (11 B)", "bare node:http", "bare", { "req/s of copy": "", "CPU of copy": "", "req/s of bare": "100%" }),
);
console.table(rows);
console.log(
  `Targets: each page ≥ ${pct(TARGET.ofStatic)} of its static copy's requests/s (median of the rounds' ratios), ` +
    `p99 ≤ ${TARGET.p99Ms} ms (median of the rounds), no errors.`,
);
console.log(misses.length ? `Targets missed:\n  ${misses.join("\n  ")}` : "All targets met.");
process.exitCode = misses.length ? 1 : 0;
