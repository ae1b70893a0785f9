import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakePostcodesIoOptions {
  /** The postcodes it knows ("SE15 4ST" or any spacing/case) and where they are. */
  known?: Record<string, { lat: number; lng: number }>;
  /** 127.0.0.1's port to listen on (default: any free one). */
  port?: number;
}

/** postcodes.io's error body. */
function fail(res: ServerResponse, status: number, error: string) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ status, error }));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += String(chunk);
  return body;
}

/** postcodes.io matches whatever the spacing and case. */
const compact = (postcode: string) => postcode.replace(/\s+/g, "").toUpperCase();

/**
 * A local postcodes.io speaking its bulk lookup: POST /postcodes with {"postcodes": [...]} (at
 * most 100) answers {status: 200, result: [{query, result: {postcode, latitude, longitude, …} |
 * null}]} in the order asked, `query` echoed as sent. The app talks to it when GEOCODER_URL is its
 * `url`. `requests` holds every bulk request's postcodes; `failing` answers 500 until unset,
 * `failAfter(n)` after n answers.
 */
export async function startFakePostcodesIo(options: FakePostcodesIoOptions = {}) {
  const known = new Map<string, { postcode: string; lat: number; lng: number }>();
  const add = (postcode: string, position: { lat: number; lng: number }) => {
    const key = compact(postcode);
    known.set(key, { postcode: `${key.slice(0, -3)} ${key.slice(-3)}`, ...position });
  };
  for (const [postcode, position] of Object.entries(options.known ?? {})) add(postcode, position);
  const requests: string[][] = [];
  const state = { failing: false, answersLeft: Infinity };

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname.replace(/\/+$/, "");
    if (path !== "/postcodes" || req.method !== "POST") return fail(res, 404, "Resource not found");
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return fail(res, 400, "Invalid JSON submitted. You need to submit a JSON object with an array of postcodes");
    }
    const postcodes = (body as { postcodes?: unknown } | null)?.postcodes;
    if (!Array.isArray(postcodes) || !postcodes.every((p) => typeof p === "string"))
      return fail(res, 400, "Invalid data submitted. You need to provide a JSON array");
    if (postcodes.length > 100)
      return fail(res, 400, "Too many postcodes submitted. Up to 100 postcodes can be bulk requested at a time");
    requests.push(postcodes);
    if (state.failing || state.answersLeft <= 0) return fail(res, 500, "Internal server error");
    state.answersLeft--;

    const result = postcodes.map((query) => {
      const hit = known.get(compact(query));
      return {
        query,
        result: hit
          ? {
              postcode: hit.postcode,
              quality: 1,
              country: "England",
              outcode: hit.postcode.split(" ")[0],
              incode: hit.postcode.split(" ")[1],
              latitude: hit.lat,
              longitude: hit.lng,
              region: "London",
            }
          : null,
      };
    });
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ status: 200, result }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** The postcodes of every bulk request it answered or failed, oldest first. */
    requests,
    /** Teach it a postcode (e.g. one newly allocated). */
    add,
    /** While true, every valid request answers 500 (postcodes.io is down). */
    set failing(value: boolean) {
      state.failing = value;
    },
    get failing() {
      return state.failing;
    },
    /** Answers the next `times` requests, then 500 (it breaks half-way through a large lookup). */
    failAfter(times: number) {
      state.answersLeft = times;
    },
    /** Stops listening: requests are refused (the geocoder cannot be reached). */
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePostcodesIo = Awaited<ReturnType<typeof startFakePostcodesIo>>;
