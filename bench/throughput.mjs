#!/usr/bin/env node
// Requests per second and p99 latency of GET / and /menu (production build, demo data, render
// cache) beside a bare node:http hello-world measured in the same run, 100 connections each.
// The three are measured in turn, round after round, so that a machine that speeds up or slows
// down during the run affects all of them alike; each round's figures are taken relative to that
// round's bare server, and the median round (by share of bare) is reported.
// Usage: node bench/throughput.mjs
//   env: BENCH_BUILD_DIR (build-bench), BENCH_PORT (3390), BENCH_SKIP_BUILD=1, BENCH_SECONDS (5 per
//        measurement), BENCH_ROUNDS (3), BENCH_LOG_LEVEL (info: the app logs every request as in production)
// The load generator reads every response and throws its body away unread: by default autocannon
// appends each body to a string (UTF-8 decoding the brotli bytes), which cost the client more per
// response than the server spends serving it (measured: 8.6 KB of brotli held a static node:http
// server of the same headers and bytes to ~20% of hello-world's requests/s, 8.6 KB of ASCII to
// ~75%), so the figures were the client's, and the same on both sides of any server change.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { build, startApp, warmUp } from "./server.mjs";

const buildDir = process.env.BENCH_BUILD_DIR ?? "build-bench";
const port = Number(process.env.BENCH_PORT ?? 3390);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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

/** Each response's body is counted (bytes) but not kept: see the header. */
function discardBodies(client) {
  if (!client.pipelinedRequests?.addBody) throw new Error("autocannon changed: cannot discard response bodies");
  client.pipelinedRequests.addBody = () => {};
}

function measure(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers, setupClient: discardBodies },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          target: url.replace(/^http:\/\/localhost:\d+/, ""),
          "req/s": Math.round(result.requests.average),
          "p50 ms": result.latency.p50,
          "p99 ms": result.latency.p99,
          errors: result.errors + result.timeouts + (result.non2xx ?? 0),
        });
      },
    );
  });
}

build(buildDir);
const app = await startApp({ buildDir, port, logLevel });
const hello = await startHello(port + 1);
const rounds = [];
try {
  await warmUp(app.origin, ["/", "/menu"]);
  // Browsers ask for compressed pages; the render cache keeps them compressed.
  const browser = { "Accept-Encoding": "br, gzip", Accept: "text/html" };
  for (let round = 0; round < ROUNDS; round++) {
    const bare = { server: "bare node:http", ...(await measure(hello.url)) };
    const home = { server: "dabba", ...(await measure(`${app.origin}/`, browser)) };
    const menu = { server: "dabba", ...(await measure(`${app.origin}/menu`, browser)) };
    rounds.push([bare, home, menu].map((r) => ({ ...r, share: r["req/s"] / bare["req/s"] })));
  }
} finally {
  hello.stop();
  await app.stop();
}

// Row by row, the median round by share of the bare server (the bare row: by requests/s).
const median = (list, by) => [...list].sort((a, b) => by(a) - by(b))[Math.floor(list.length / 2)];
const rows = rounds[0].map((_, i) =>
  median(
    rounds.map((r) => r[i]),
    i === 0 ? (r) => r["req/s"] : (r) => r.share,
  ),
);
console.log(
  `\nThroughput: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${seconds} s each, app log level ${logLevel}`,
);
console.table(
  rows.map(({ share, ...r }, i) => ({
    ...r,
    "of bare": `${Math.round(share * 100)}%`,
    "each round": rounds
      .map((round) => (i === 0 ? round[i]["req/s"] : `${Math.round(round[i].share * 100)}%`))
      .join(" / "),
  })),
);
// Share: the median round. Latency and errors: every round must pass.
const misses = rows.slice(1).flatMap((r, i) => {
  const all = rounds.map((round) => round[i + 1]);
  const worstP99 = Math.max(...all.map((x) => x["p99 ms"]));
  const errors = all.reduce((sum, x) => sum + x.errors, 0);
  return [
    r.share < 0.5 && `${r.target}: ${r["req/s"]} req/s is below 50% of the bare server's requests/s in the same round`,
    worstP99 > 50 && `${r.target}: p99 ${worstP99} ms > 50 ms`,
    errors > 0 && `${r.target}: ${errors} errors`,
  ].filter(Boolean);
});
console.log(misses.length ? `Targets missed:\n  ${misses.join("\n  ")}` : "All targets met.");
process.exitCode = misses.length ? 1 : 0;
