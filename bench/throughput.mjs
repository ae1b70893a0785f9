#!/usr/bin/env node
// Requests per second and p99 latency of GET / and /menu (production build, demo data, render
// cache) beside a bare node:http hello-world measured in the same run, 100 connections each, and
// beside a static copy: a node:http server that answers with the very status line, headers and
// compressed bytes the app sent for that page (what "a cached page costs what a static response
// costs" compares against: the same bytes on the wire, none of the app's work).
// They are measured in turn, round after round, so that a machine that speeds up or slows
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
import { get } from "node:http";
import { build, startApp, warmUp } from "./server.mjs";

const buildDir = process.env.BENCH_BUILD_DIR ?? "build-bench";
const port = Number(process.env.BENCH_PORT ?? 3390);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const logLevel = process.env.BENCH_LOG_LEVEL ?? "info";
const CONNECTIONS = 100;

/** Runs `script` (a node:http server that prints "ready" once listening) in its own process. */
async function startNodeServer(script, args = []) {
  const child = spawn("node", ["-e", script, ...args], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve) => child.stdout.once("data", resolve));
  return () => child.kill();
}

async function startHello(helloPort) {
  const stop = await startNodeServer(
    `require("node:http").createServer((q, s) => { s.writeHead(200, { "Content-Type": "text/plain" }); s.end("hello world"); }).listen(${helloPort}, () => console.log("ready"))`,
  );
  return { url: `http://localhost:${helloPort}/`, stop };
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
        resolve({ path, status: res.statusCode, headers: raw, body: Buffer.concat(chunks).toString("base64") });
      });
    }).on("error", reject);
  });
}

/** A node:http server answering each recorded path with its recorded response, and nothing else. */
async function startStaticCopy(copyPort, responses) {
  const stop = await startNodeServer(
    `const pages = new Map(JSON.parse(process.argv[1]).map((r) => [r.path, { ...r, body: Buffer.from(r.body, "base64") }]));
     require("node:http").createServer((q, s) => { const p = pages.get(q.url); s.writeHead(p.status, p.headers); s.end(p.body); })
       .listen(${copyPort}, () => console.log("ready"))`,
    [JSON.stringify(responses)],
  );
  return { origin: `http://localhost:${copyPort}`, stop };
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

// Browsers ask for compressed pages; the render cache keeps them compressed.
const browser = { "Accept-Encoding": "br, gzip", Accept: "text/html" };
const PAGES = ["/", "/menu"];

build(buildDir);
const app = await startApp({ buildDir, port, logLevel });
const hello = await startHello(port + 1);
let copy;
const rounds = [];
try {
  await warmUp(app.origin, PAGES);
  copy = await startStaticCopy(
    port + 2,
    await Promise.all(PAGES.map((path) => recordResponse(app.origin, path, browser))),
  );
  for (let round = 0; round < ROUNDS; round++) {
    const results = [{ server: "bare node:http", ...(await measure(hello.url)) }];
    for (const path of PAGES) {
      results.push({ server: "dabba", ...(await measure(app.origin + path, browser)) });
      results.push({ server: "static copy", ...(await measure(copy.origin + path, browser)) });
    }
    rounds.push(results.map((r) => ({ ...r, share: r["req/s"] / results[0]["req/s"] })));
  }
} finally {
  copy?.stop();
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
// A page beside its static copy, measured right after it in the same round: the median round's ratio.
const ofCopy = rows.map((r, i) =>
  r.server === "dabba"
    ? `${Math.round(
        median(
          rounds.map((round) => round[i]["req/s"] / round[i + 1]["req/s"]),
          (x) => x,
        ) * 100,
      )}%`
    : "",
);
console.table(
  rows.map(({ share, ...r }, i) => ({
    ...r,
    "of bare": `${Math.round(share * 100)}%`,
    "of static copy": ofCopy[i],
    "each round": rounds
      .map((round) => (i === 0 ? round[i]["req/s"] : `${Math.round(round[i].share * 100)}%`))
      .join(" / "),
  })),
);
// The app's pages: share, the median round; latency and errors, every round must pass.
const misses = rows.flatMap((r, i) => {
  if (r.server !== "dabba") return [];
  const all = rounds.map((round) => round[i]);
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
