import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeOsrmOptions {
  /** The speed its durations are computed at, along the straight line (default 30 km/h). */
  kmh?: number;
  /** 127.0.0.1's port to listen on (default: any free one). */
  port?: number;
}

function answer(res: ServerResponse, status: number, body: Record<string, unknown>) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

/** Great-circle kilometres, written out here so the fake does not lean on the code it tests. */
function kilometres(a: [number, number], b: [number, number]): number {
  const rad = Math.PI / 180;
  const [lng1, lat1] = a;
  const [lng2, lat2] = b;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/**
 * A local OSRM speaking its table service: GET /table/v1/driving/{lng,lat;lng,lat;…}?annotations=duration
 * answers {code: "Ok", durations: [[seconds]]}, each the straight-line distance at `kmh` (so a test
 * can tell its numbers from the app's own estimate); bad coordinates answer 400 {code:
 * "InvalidQuery"}. The app talks to it when ROUTING_URL is its `url`. `requests` counts the tables
 * asked for (their coordinates); `unroutable` holds "lng,lat" points no road reaches (their
 * durations are null, as OSRM's); `failing` answers 500 until unset.
 */
export async function startFakeOsrm(options: FakeOsrmOptions = {}) {
  const kmh = options.kmh ?? 30;
  const requests: [number, number][][] = [];
  const unroutable = new Set<string>();
  const state = { failing: false };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const match = /^\/table\/v1\/driving\/([^/]+)$/.exec(url.pathname);
    if (!match || req.method !== "GET")
      return answer(res, 400, { code: "InvalidUrl", message: "URL string malformed" });
    const raw = decodeURIComponent(match[1]!).split(";");
    const points = raw.map((pair) => pair.split(",").map(Number));
    const valid = points.every(
      (p) => p.length === 2 && p.every(Number.isFinite) && Math.abs(p[0]!) <= 180 && Math.abs(p[1]!) <= 90,
    );
    if (!valid || points.length < 2)
      return answer(res, 400, { code: "InvalidQuery", message: "Query string malformed close to position 0" });
    const coordinates = points as [number, number][];
    requests.push(coordinates);
    if (state.failing) return answer(res, 500, { code: "InternalError", message: "Internal error" });

    const blocked = (i: number) => unroutable.has(raw[i]!);
    const durations = coordinates.map((from, i) =>
      coordinates.map((to, j) =>
        i === j ? 0 : blocked(i) || blocked(j) ? null : Math.round((kilometres(from, to) / kmh) * 36_000) / 10,
      ),
    );
    const waypoint = ([lng, lat]: [number, number]) => ({ hint: "", distance: 0, name: "", location: [lng, lat] });
    answer(res, 200, {
      code: "Ok",
      durations,
      sources: coordinates.map(waypoint),
      destinations: coordinates.map(waypoint),
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    kmh,
    /** The coordinates ([lng, lat]) of every valid table request, oldest first. */
    requests,
    /** "lng,lat" as sent: points no road reaches (their pairs' durations are null). */
    unroutable,
    /** While true, every valid request answers 500 (the routing service is down). */
    set failing(value: boolean) {
      state.failing = value;
    },
    get failing() {
      return state.failing;
    },
    /** The seconds it gives between two points (lng, lat), for a test's expectations. */
    seconds: (from: [number, number], to: [number, number]) => Math.round((kilometres(from, to) / kmh) * 36_000) / 10,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeOsrm = Awaited<ReturnType<typeof startFakeOsrm>>;
