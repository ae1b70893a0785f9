// A frozen, settable clock for the server, for screenshots that must not change from run to run.
// Loaded with `node --import ./scripts/fixed-clock.mjs build/server/index.js`.
//
// - `Date.now()`, `new Date()` and `Date()` return FIXED_CLOCK (default 2026-11-23T10:00:00Z, a
//   Monday) and do not move on their own, so every timestamp the app writes is known in advance.
//   Timers (setTimeout, setInterval) and performance.now() are untouched: they keep real time.
// - `GET /__clock?at=<ISO time>` sets the clock (answered before the app sees the request), so a
//   script can step it between actions (a sign-up at 09:05, an order at 09:10...) and give each
//   row its own, predictable time. `GET /__clock` answers the current time.
import http from "node:http";

const RealDate = Date;
let now = RealDate.parse(process.env.FIXED_CLOCK ?? "2026-11-23T10:00:00Z");
if (Number.isNaN(now)) throw new Error(`FIXED_CLOCK is not a date: ${process.env.FIXED_CLOCK}`);

const FixedDate = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return Reflect.construct(target, args.length ? args : [now], newTarget);
  },
  apply() {
    return new RealDate(now).toString();
  },
  get(target, property, receiver) {
    if (property === "now") return () => now;
    return Reflect.get(target, property, receiver);
  },
});
globalThis.Date = FixedDate;

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, request, response) {
  if (event === "request" && request.url?.startsWith("/__clock")) {
    const at = new URL(request.url, "http://localhost").searchParams.get("at");
    const next = at ? RealDate.parse(at) : now;
    if (Number.isNaN(next)) {
      response.writeHead(400, { "Content-Type": "text/plain" }).end(`Not a date: ${at}\n`);
    } else {
      now = next;
      response.writeHead(200, { "Content-Type": "text/plain" }).end(`${new RealDate(now).toISOString()}\n`);
    }
    return true;
  }
  return emit.apply(this, arguments);
};
