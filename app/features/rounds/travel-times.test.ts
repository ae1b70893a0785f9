import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { env } from "~/lib/env.server";
import { startFakeOsrm, type FakeOsrm } from "../../../tests/fakes/osrm";
import { haversineKm, straightLineMinutes } from "./travel-times";
import { osrmTable, straightLine, travelMinutes } from "./travel-times.server";

const LONDON_BRIDGE = { lat: 51.5045, lng: -0.0865 };
const PECKHAM_RYE = { lat: 51.47, lng: -0.0694 };
const NEW_CROSS = { lat: 51.4745, lng: -0.0355 };

describe("straight-line estimate", () => {
  it("measures London Bridge to Peckham Rye as about 4 km, 14 minutes by van", () => {
    // About 4 km as the crow flies; 1.4 × 4.01 km at 24 km/h is 14.05 minutes.
    expect(haversineKm(LONDON_BRIDGE, PECKHAM_RYE)).toBeCloseTo(4.01, 1);
    expect(straightLineMinutes([LONDON_BRIDGE, PECKHAM_RYE])).toEqual([
      [0, 14.1],
      [14.1, 0],
    ]);
  });

  it("gives a tenth of a degree of latitude (11.1 km) as 38.9 minutes", () => {
    const minutes = straightLineMinutes([
      { lat: 51.5, lng: -0.1 },
      { lat: 51.4, lng: -0.1 },
    ]);
    expect(minutes[0]![1]).toBeCloseTo(38.9, 1);
  });
});

let osrm: FakeOsrm;
beforeEach(async () => {
  osrm = await startFakeOsrm({ kmh: 30 });
});
afterEach(async () => {
  (env as Record<string, unknown>).ROUTING_URL = undefined;
  await osrm.close();
});

const lngLat = (p: { lat: number; lng: number }): [number, number] => [p.lng, p.lat];

describe("osrmTable", () => {
  it("asks for longitude,latitude pairs and turns the seconds it answers into minutes", async () => {
    const points = [LONDON_BRIDGE, PECKHAM_RYE, NEW_CROSS];
    const minutes = await osrmTable(osrm.url).minutes(points);

    expect(osrm.requests).toEqual([points.map(lngLat)]);
    const expected = (i: number, j: number) =>
      Math.round(osrm.seconds(lngLat(points[i]!), lngLat(points[j]!)) / 6) / 10;
    expect(minutes).toEqual(points.map((_, i) => points.map((__, j) => expected(i, j))));
    // The service's 30 km/h, not the estimate's 24 km/h with its road factor.
    expect(minutes[0]![1]).toBeCloseTo(8, 0);
    expect(minutes[0]![1]).not.toBe(straightLineMinutes(points)[0]![1]);
  });

  it("estimates a pair the service cannot route by the straight line", async () => {
    osrm.unroutable.add("-0.035500,51.474500");
    const points = [LONDON_BRIDGE, PECKHAM_RYE, NEW_CROSS];
    const minutes = await osrmTable(osrm.url).minutes(points);
    const estimate = straightLineMinutes(points);
    expect(minutes[0]![2]).toBe(estimate[0]![2]);
    expect(minutes[2]![1]).toBe(estimate[2]![1]);
    expect(minutes[0]![1]).not.toBe(estimate[0]![1]);
  });

  it("throws when the service answers an error", async () => {
    osrm.failing = true;
    await expect(osrmTable(osrm.url).minutes([LONDON_BRIDGE, PECKHAM_RYE])).rejects.toThrow(/500/);
    await expect(osrmTable(osrm.url).minutes([LONDON_BRIDGE, { lat: 95, lng: 0 }])).rejects.toThrow(/400 InvalidQuery/);
  });
});

describe("travelMinutes", () => {
  const points = [LONDON_BRIDGE, PECKHAM_RYE, NEW_CROSS];

  it("uses straight lines when no routing service is configured", async () => {
    expect(await travelMinutes(points)).toEqual({
      minutes: straightLineMinutes(points),
      source: straightLine.name,
      fallback: false,
    });
    expect(osrm.requests).toEqual([]);
  });

  it("uses the routing service ROUTING_URL names", async () => {
    Object.assign(env, { ROUTING_URL: osrm.url });
    const travel = await travelMinutes(points);
    expect(travel).toEqual({ minutes: await osrmTable(osrm.url).minutes(points), source: "osrm", fallback: false });
  });

  it("falls back to straight lines, and says so, when the routing service fails or cannot be reached", async () => {
    Object.assign(env, { ROUTING_URL: osrm.url });
    osrm.failing = true;
    const failed = await travelMinutes(points);
    expect(failed).toEqual({ minutes: straightLineMinutes(points), source: straightLine.name, fallback: true });

    await osrm.close();
    expect(await travelMinutes(points)).toEqual(failed);
  });
});
