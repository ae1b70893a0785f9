import { asc, eq, inArray } from "drizzle-orm";
import { roundDrivers, roundStops } from "~/db/schema/rounds";
import { db } from "~/lib/db.server";
import { signValue, validSignature } from "~/lib/signing.server";
import { clockTime } from "./clock";
import type { LatLng } from "./geocoder.server";
import { roundInput, type RoundPlace } from "./round-input.server";

export interface StopView extends RoundPlace {
  id: string;
  sequence: number;
  /** Estimated arrival, "HH:MM". */
  arrival: string;
  arrivalMinutes: number;
  /** The estimate falls outside the stop's window (or its point's hours). */
  late: boolean;
  outcome: "delivered" | "failed" | null;
  failureReason: string | null;
  hasPhoto: boolean;
  doneAt: string | null;
}

export interface DriverView {
  id: string;
  name: string;
  position: number;
  startLabel: string;
  endLabel: string;
  start: LatLng;
  end: LatLng;
  /** "HH:MM". */
  startTime: string;
  startedAt: string | null;
  stops: StopView[];
  boxes: number;
  /** The driver's page: `/driver/<id>/<signature>`. */
  path: string;
}

export interface RoundView {
  date: string;
  drivers: DriverView[];
  /** The date's stops on no driver's route (placed since it was planned, or without a position). */
  unplanned: RoundPlace[];
  /** Stops without a position: the owner puts them on the map (or the geocoder finds them later). */
  lacking: RoundPlace[];
  kitchen: { label: string; position: LatLng | null };
  geocoderOffline: boolean;
}

const PURPOSE = "round-driver";

/** The driver's page for a round: a link only the server can make. */
export const driverPath = (driverId: string) => `/driver/${driverId}/${signValue(PURPOSE, driverId)}`;
export const validDriverLink = (driverId: string, signature: string) => validSignature(PURPOSE, driverId, signature);

const placeKey = (stop: { orderId: string | null; collectionPointId: string | null }) =>
  stop.orderId ? `order:${stop.orderId}` : `point:${stop.collectionPointId}`;

/** The saved round of a date: each driver's stops in order with their arrivals and outcomes. */
export async function roundView(date: string, onlyDriverId?: string): Promise<RoundView> {
  const [input, drivers] = await Promise.all([
    roundInput(date),
    db.select().from(roundDrivers).where(eq(roundDrivers.date, date)).orderBy(asc(roundDrivers.position)),
  ]);
  const shown = onlyDriverId ? drivers.filter((d) => d.id === onlyDriverId) : drivers;
  const stops = drivers.length
    ? await db
        .select()
        .from(roundStops)
        .where(
          inArray(
            roundStops.driverId,
            drivers.map((d) => d.id),
          ),
        )
        .orderBy(asc(roundStops.sequence))
    : [];
  const places = new Map(input.places.map((p) => [p.key, p]));
  const routed = new Set(stops.map(placeKey));
  return {
    date,
    drivers: shown.map((driver) => {
      const own = stops.flatMap((stop) => {
        const place = places.get(placeKey(stop));
        if (stop.driverId !== driver.id || !place) return [];
        const view: StopView = {
          ...place,
          id: stop.id,
          sequence: stop.sequence,
          arrival: clockTime(stop.arrivalMinutes),
          arrivalMinutes: stop.arrivalMinutes,
          late: Boolean(place.window && stop.arrivalMinutes > place.window.latest),
          outcome: stop.outcome,
          failureReason: stop.failureReason,
          hasPhoto: Boolean(stop.photoKey),
          doneAt: stop.doneAt?.toISOString() ?? null,
        };
        return [view];
      });
      return {
        id: driver.id,
        name: driver.name,
        position: driver.position,
        startLabel: driver.startLabel,
        endLabel: driver.endLabel,
        start: { lat: driver.startLat, lng: driver.startLng },
        end: { lat: driver.endLat, lng: driver.endLng },
        startTime: driver.startTime.slice(0, 5),
        startedAt: driver.startedAt?.toISOString() ?? null,
        stops: own,
        boxes: own.reduce((n, s) => n + s.boxes, 0),
        path: driverPath(driver.id),
      };
    }),
    unplanned: input.places.filter((p) => !routed.has(p.key)),
    lacking: input.places.filter((p) => !p.position),
    kitchen: input.kitchen,
    geocoderOffline: input.geocoderOffline,
  };
}

/** The date of a driver's round, or null for an unknown driver. */
export async function driverDate(driverId: string): Promise<string | null> {
  const [row] = await db.select({ date: roundDrivers.date }).from(roundDrivers).where(eq(roundDrivers.id, driverId));
  return row?.date ?? null;
}
