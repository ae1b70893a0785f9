/**
 * Readers of the published benchmark instances in tests/fixtures/routing-instances (TSPLIB and
 * Solomon formats) into RoutingProblems (best known values:
 * see the README there). Used by published-instances.test.ts; not part of the app.
 */
import type { RoutingProblem } from "./index";

/** TSPLIB EUC_2D: one driver from and back to node 1, distances rounded to the nearest integer. */
export function readTsplib(text: string): RoutingProblem {
  const points: [number, number][] = [];
  let inCoordinates = false;
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === "NODE_COORD_SECTION") {
      inCoordinates = true;
      continue;
    }
    if (!inCoordinates) {
      if (trimmed.startsWith("EDGE_WEIGHT_TYPE") && !trimmed.endsWith("EUC_2D")) {
        throw new Error(`Only EUC_2D is read, not ${trimmed}`);
      }
      continue;
    }
    if (trimmed === "EOF" || trimmed === "") continue;
    const [, x, y] = trimmed.split(/\s+/).map(Number);
    points.push([x, y]);
  }
  const matrix = points.map(([xi, yi]) => points.map(([xj, yj]) => Math.round(Math.hypot(xi - xj, yi - yj))));
  return {
    matrix,
    drivers: [{ startLocation: 0, endLocation: 0, departAt: 0 }],
    stops: points.slice(1).map((_, i) => ({ location: i + 1, serviceMinutes: 0 })),
  };
}

/**
 * Solomon VRPTW: customer 0 is the depot; `vehicles` drivers leave it at its ready time and must be
 * back by its due date; travel time = Euclidean distance, unrounded; capacity from the file.
 */
export function readSolomon(text: string, vehicles: number): RoutingProblem {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const vehicleHeader = lines.findIndex((line) => line.startsWith("NUMBER"));
  const capacity = Number(lines[vehicleHeader + 1].split(/\s+/)[1]);
  const rows = lines
    .slice(lines.findIndex((line) => line.startsWith("CUST NO.")) + 1)
    .filter((line) => line !== "")
    .map((line) => line.split(/\s+/).map(Number));
  const matrix = rows.map(([, xi, yi]) => rows.map(([, xj, yj]) => Math.hypot(xi - xj, yi - yj)));
  const [, , , , depotReady, depotDue] = rows[0];
  return {
    matrix,
    drivers: Array.from({ length: vehicles }, () => ({
      startLocation: 0,
      endLocation: 0,
      departAt: depotReady,
      capacity,
      finishBy: depotDue,
    })),
    stops: rows.slice(1).map(([, , , demand, ready, due, service], i) => ({
      location: i + 1,
      serviceMinutes: service,
      window: { earliest: ready, latest: due },
      demand,
    })),
  };
}
