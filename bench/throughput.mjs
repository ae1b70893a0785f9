#!/usr/bin/env node
// Requests per second and p99 latency of GET / and /menu (production build, demo data, render
// cache) beside a bare node:http hello-world measured in the same run, 100 connections each.
// Usage: node bench/throughput.mjs
//   env: BENCH_BUILD_DIR (build-bench), BENCH_PORT (3390), BENCH_SKIP_BUILD=1, BENCH_SECONDS (10),
//        BENCH_LOG_LEVEL (info: the app logs every request as in production)
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { build, startApp, warmUp } from "./server.mjs";

const buildDir = process.env.BENCH_BUILD_DIR ?? "build-bench";
const port = Number(process.env.BENCH_PORT ?? 3390);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const logLevel = process.env.BENCH_LOG_LEVEL ?? "info";
const CONNECTIONS = 100;

async function startHello(helloPort) {
  const child = spawn(
    "node",
    [
      "-e",
      `require("node:http").createServer((q, s) => { s.writeHead(200, { "Content-Type": "text/plain" }); s.end("hello world"); }).listen(${helloPort}, () => console.log("ready"))`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise((resolve) => child.stdout.once("data", resolve));
  return { url: `http://localhost:${helloPort}/`, stop: () => child.kill() };
}

function measure(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error);
      resolve({
        target: url.replace(/^http:\/\/localhost:\d+/, ""),
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        errors: result.errors + result.timeouts + (result.non2xx ?? 0),
      });
    });
  });
}

build(buildDir);
const app = await startApp({ buildDir, port, logLevel });
const hello = await startHello(port + 1);
const rows = [];
try {
  await warmUp(app.origin, ["/", "/menu"]);
  rows.push({ server: "bare node:http", ...(await measure(hello.url)) });
  // Browsers ask for compressed pages; the render cache keeps them compressed.
  const browser = { "Accept-Encoding": "br, gzip", Accept: "text/html" };
  rows.push({ server: "dabba", ...(await measure(`${app.origin}/`, browser)) });
  rows.push({ server: "dabba", ...(await measure(`${app.origin}/menu`, browser)) });
} finally {
  hello.stop();
  await app.stop();
}

const floor = rows[0]["req/s"];
console.log(`\nThroughput: ${CONNECTIONS} connections, ${seconds} s each, app log level ${logLevel}`);
console.table(rows.map((r) => ({ ...r, "of bare": `${Math.round((r["req/s"] / floor) * 100)}%` })));
const misses = rows
  .slice(1)
  .flatMap((r) => [
    r["req/s"] < floor * 0.25 && `${r.target}: ${r["req/s"]} req/s is below 25% of the bare server's ${floor}`,
    r["p99 ms"] > 50 && `${r.target}: p99 ${r["p99 ms"]} ms > 50 ms`,
    r.errors > 0 && `${r.target}: ${r.errors} errors`,
  ])
  .filter(Boolean);
console.log(misses.length ? `Targets missed:\n  ${misses.join("\n  ")}` : "All targets met.");
process.exitCode = misses.length ? 1 : 0;
