import { env } from "~/lib/env.server";
import { logger, safeError } from "~/lib/logger.server";
import { straightLineMinutes, straightLineMinutesBetween, type LatLng } from "./travel-times";

export interface MatrixPort {
  name: string;
  minutes(points: LatLng[]): Promise<number[][]>;
}

/** A routing service answers while the owner waits: one that hangs counts as failed. */
const TIMEOUT_MS = 8_000;

export const straightLine: MatrixPort = {
  name: "straight line",
  minutes: async (points) => straightLineMinutes(points),
};

interface TableAnswer {
  code?: string;
  message?: string;
  durations?: (number | null)[][];
}

/**
 * An OSRM-compatible /table service: GET {base}/table/v1/driving/{lng,lat;lng,lat;...}?annotations=duration
 * → durations in seconds → minutes (to 0.1). Throws on an error or timeout; a null duration (no
 * route between the pair) falls back to the straight line for that pair.
 */
export function osrmTable(baseUrl: string): MatrixPort {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    name: "osrm",
    async minutes(points) {
      if (points.length === 0) return [];
      // OSRM wants longitude first; six decimals is ~0.1 m.
      const coordinates = points.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(";");
      const response = await fetch(`${base}/table/v1/driving/${coordinates}?annotations=duration`, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as TableAnswer | null;
      const durations = answer?.durations;
      if (!response.ok || answer?.code !== "Ok" || !Array.isArray(durations) || durations.length !== points.length)
        throw new Error(`routing service answered ${response.status} ${answer?.code ?? ""} ${answer?.message ?? ""}`);
      return points.map((from, i) =>
        points.map((to, j) => {
          const seconds = durations[i]?.[j];
          return typeof seconds === "number" && Number.isFinite(seconds)
            ? Math.round(seconds / 6) / 10
            : straightLineMinutesBetween(from, to);
        }),
      );
    },
  };
}

/**
 * Travel minutes for the round: OSRM when ROUTING_URL is set, else straight lines; when the
 * service fails, straight lines and `fallback: true` (the page says so).
 */
export async function travelMinutes(
  points: LatLng[],
): Promise<{ minutes: number[][]; source: string; fallback: boolean }> {
  if (env.ROUTING_URL) {
    const port = osrmTable(env.ROUTING_URL);
    try {
      return { minutes: await port.minutes(points), source: port.name, fallback: false };
    } catch (error) {
      logger.warn({ err: safeError(error), points: points.length }, "routing service failed; straight lines used");
      return { minutes: straightLineMinutes(points), source: straightLine.name, fallback: true };
    }
  }
  return { minutes: straightLineMinutes(points), source: straightLine.name, fallback: false };
}
