import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { roundDrivers, roundStops } from "~/db/schema/rounds";
import { db, transaction } from "~/lib/db.server";
import { clockTime, minutesOf } from "./clock";
import type { LatLng } from "./geocoder.server";
import { positionOfPostcode, roundInput, type Kitchen, type RoundPlace } from "./round-input.server";
import { solveRound, timeRoute, type RoutingProblem } from "./solver";
import { travelMinutes } from "./travel-times.server";

export interface DriverPlan {
  name: string;
  /** A postcode; empty = the kitchen. */
  start: string;
  end: string;
  /** "HH:MM". */
  startTime: string;
}

export type PlanOutcome =
  { ok: true; planned: number; unplaced: string[]; late: string[]; fallback: boolean } | { ok: false; error: string };

interface Located {
  label: string;
  position: LatLng;
}

/** A driver's start or end: the postcode typed, else the kitchen. */
async function place(postcode: string, kitchen: Kitchen, what: string) {
  if (!postcode.trim()) {
    if (!kitchen.postcode)
      return `Please set the kitchen's postcode in Settings, or give each driver's ${what} postcode`;
    if (!kitchen.position)
      return `We could not find the kitchen's postcode (${kitchen.postcode}): the postcode service could not be reached. Please try again later`;
    return { label: kitchen.label, position: kitchen.position } satisfies Located;
  }
  const position = await positionOfPostcode(postcode);
  return position ? { label: postcode.trim().toUpperCase(), position } : `We could not find the postcode ${postcode}`;
}

/** The round of a date has started once a driver has pressed Start or a stop is done. */
async function roundStarted(date: string): Promise<boolean> {
  const [row] = await db
    .select({ id: roundDrivers.id })
    .from(roundDrivers)
    .leftJoin(roundStops, eq(roundStops.driverId, roundDrivers.id))
    .where(and(eq(roundDrivers.date, date), or(isNotNull(roundDrivers.startedAt), isNotNull(roundStops.outcome))))
    .limit(1);
  return Boolean(row);
}

/**
 * Plans the date's round for these drivers: positions the stops, asks the matrix port for the
 * travel minutes between every start, end and stop, lets the solver share and order them (each
 * collection point inside its hours, each delivery inside its window) and saves the routes with
 * their estimated arrivals in place of the date's earlier plan. Stops without a position are left
 * off and named. Refused once the round has started (stops are then moved by hand).
 */
export async function planRound(date: string, drivers: DriverPlan[]): Promise<PlanOutcome> {
  if (drivers.length === 0) return { ok: false, error: "Please add at least one driver" };
  if (await roundStarted(date))
    return { ok: false, error: "This round has started: move stops by hand instead of planning it again" };
  const input = await roundInput(date);
  const ends: Array<{ start: Located; end: Located; departAt: number }> = [];
  for (const driver of drivers) {
    const start = await place(driver.start, input.kitchen, "start");
    if (typeof start === "string") return { ok: false, error: start };
    const end = await place(driver.end, input.kitchen, "end");
    if (typeof end === "string") return { ok: false, error: end };
    const departAt = minutesOf(driver.startTime);
    if (departAt === null) return { ok: false, error: "Please give each driver's start time as HH:MM" };
    ends.push({ start, end, departAt });
  }
  const placed = input.places.filter((p): p is RoundPlace & { position: LatLng } => p.position !== null);
  const points = [
    ...ends.map((e) => e.start.position),
    ...ends.map((e) => e.end.position),
    ...placed.map((p) => p.position),
  ];
  const travel = await travelMinutes(points);
  const d = drivers.length;
  // Several drivers share the work: each carries about an equal share of the boxes (its share and
  // one stop's worth more), and within that the total travel is the least the solver finds. Alone,
  // travel alone would send one driver everywhere and leave the others at the kitchen.
  const boxes = placed.reduce((n, p) => n + p.boxes, 0);
  const share = d > 1 ? Math.ceil(boxes / d) + Math.max(0, ...placed.map((p) => p.boxes)) : undefined;
  const problem: RoutingProblem = {
    matrix: travel.minutes,
    drivers: ends.map((e, i) => ({ startLocation: i, endLocation: d + i, departAt: e.departAt, capacity: share })),
    stops: placed.map((p, i) => ({
      location: 2 * d + i,
      serviceMinutes: input.minutesPerStop,
      ...(p.window ? { window: p.window } : {}),
      demand: p.boxes,
    })),
  };
  const plan = solveRound(problem);
  await transaction(async () => {
    await db.delete(roundDrivers).where(eq(roundDrivers.date, date));
    for (const [i, driver] of drivers.entries()) {
      const [row] = await db
        .insert(roundDrivers)
        .values({
          date,
          position: i + 1,
          name: driver.name.trim() || `Driver ${i + 1}`,
          startLabel: ends[i].start.label,
          startLat: ends[i].start.position.lat,
          startLng: ends[i].start.position.lng,
          endLabel: ends[i].end.label,
          endLat: ends[i].end.position.lat,
          endLng: ends[i].end.position.lng,
          startTime: clockTime(ends[i].departAt),
        })
        .returning({ id: roundDrivers.id });
      const route = plan.routes[i];
      if (route.stops.length)
        await db.insert(roundStops).values(
          route.stops.map((stop, sequence) => ({
            driverId: row.id,
            sequence: sequence + 1,
            orderId: placed[stop].orderId,
            collectionPointId: placed[stop].collectionPointId,
            arrivalMinutes: Math.round(Math.max(route.arrivals[sequence], placed[stop].window?.earliest ?? 0)),
          })),
        );
    }
  });
  return {
    ok: true,
    planned: placed.length,
    unplaced: input.places.filter((p) => !p.position).map((p) => p.title),
    late: plan.late.map((i) => placed[i].title),
    fallback: travel.fallback,
  };
}

/**
 * Re-estimates the arrivals of drivers' routes as they now stand (after a stop was moved, or put
 * elsewhere on the map): the stops in their saved order, timed from the driver's start.
 */
export async function retimeDrivers(driverIds: string[]): Promise<void> {
  if (driverIds.length === 0) return;
  const drivers = await db.select().from(roundDrivers).where(inArray(roundDrivers.id, driverIds));
  if (drivers.length === 0) return;
  const input = await roundInput(drivers[0].date);
  const byKey = new Map(input.places.map((p) => [p.key, p]));
  for (const driver of drivers) {
    const stops = await db
      .select()
      .from(roundStops)
      .where(eq(roundStops.driverId, driver.id))
      .orderBy(asc(roundStops.sequence));
    const places = stops.map((s) => byKey.get(s.orderId ? `order:${s.orderId}` : `point:${s.collectionPointId}`));
    const start = { lat: driver.startLat, lng: driver.startLng };
    const end = { lat: driver.endLat, lng: driver.endLng };
    // A stop whose position went missing is timed as if it were at the previous one.
    const positions: LatLng[] = [];
    for (const p of places) positions.push(p?.position ?? positions.at(-1) ?? start);
    const travel = await travelMinutes([start, end, ...positions]);
    const problem: RoutingProblem = {
      matrix: travel.minutes,
      drivers: [{ startLocation: 0, endLocation: 1, departAt: minutesOf(driver.startTime) ?? 0 }],
      stops: places.map((p, i) => ({
        location: 2 + i,
        serviceMinutes: input.minutesPerStop,
        ...(p?.window ? { window: p.window } : {}),
      })),
    };
    const route = timeRoute(
      problem,
      0,
      stops.map((_, i) => i),
    );
    for (const [i, stop] of stops.entries())
      await db
        .update(roundStops)
        .set({
          sequence: i + 1,
          arrivalMinutes: Math.round(Math.max(route.arrivals[i], places[i]?.window?.earliest ?? 0)),
        })
        .where(eq(roundStops.id, stop.id));
  }
}

/**
 * Moves a stop to `index` (0-based) in a driver's route (its own, or another driver's of the same
 * date), then re-estimates both routes. Done stops stay where they are.
 */
export async function moveStop(stopId: string, toDriverId: string, index: number): Promise<string | null> {
  return transaction(async () => {
    const [stop] = await db.select().from(roundStops).where(eq(roundStops.id, stopId)).for("update");
    if (!stop) return "This stop is no longer on the round: please reload";
    const [from, to] = await Promise.all([
      db.select().from(roundDrivers).where(eq(roundDrivers.id, stop.driverId)),
      db.select().from(roundDrivers).where(eq(roundDrivers.id, toDriverId)),
    ]);
    if (!from[0] || !to[0] || from[0].date !== to[0].date) return "Please choose a driver of this round";
    const others = await db
      .select({ id: roundStops.id })
      .from(roundStops)
      .where(eq(roundStops.driverId, toDriverId))
      .orderBy(asc(roundStops.sequence));
    const order = others.map((s) => s.id).filter((id) => id !== stopId);
    order.splice(Math.max(0, Math.min(index, order.length)), 0, stopId);
    await db.update(roundStops).set({ driverId: toDriverId }).where(eq(roundStops.id, stopId));
    for (const [i, id] of order.entries())
      await db
        .update(roundStops)
        .set({ sequence: i + 1 })
        .where(eq(roundStops.id, id));
    if (stop.driverId !== toDriverId) {
      const left = await db
        .select({ id: roundStops.id })
        .from(roundStops)
        .where(eq(roundStops.driverId, stop.driverId))
        .orderBy(asc(roundStops.sequence));
      for (const [i, s] of left.entries())
        await db
          .update(roundStops)
          .set({ sequence: i + 1 })
          .where(eq(roundStops.id, s.id));
    }
    await retimeDrivers([...new Set([stop.driverId, toDriverId])]);
    return null;
  });
}

/** The driver whose route holds this order's stop, if the round is planned. */
export async function driverOfOrder(orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ driverId: roundStops.driverId })
    .from(roundStops)
    .where(eq(roundStops.orderId, orderId));
  return row?.driverId ?? null;
}
