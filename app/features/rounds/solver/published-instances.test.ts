import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { solveRound, type RoutingProblem } from "./index";
import { readSolomon, readTsplib } from "./published-instances";

/**
 * The solver on published benchmark instances (tests/fixtures/routing-instances, README there):
 * its total distance must be within 5% of the best known solution from the literature.
 */
const folder = new URL("../../../../tests/fixtures/routing-instances/", import.meta.url);
const read = (file: string) => readFileSync(new URL(file, folder), "utf8");

const instances: { name: string; bestKnown: number; load: () => RoutingProblem }[] = [
  { name: "eil51", bestKnown: 426, load: () => readTsplib(read("eil51.tsp")) },
  { name: "berlin52", bestKnown: 7542, load: () => readTsplib(read("berlin52.tsp")) },
  { name: "st70", bestKnown: 675, load: () => readTsplib(read("st70.tsp")) },
  { name: "C101 (25 customers, 3 vehicles)", bestKnown: 191.3, load: () => readSolomon(read("C101.25.txt"), 3) },
  { name: "C201 (25 customers, 2 vehicles)", bestKnown: 214.7, load: () => readSolomon(read("C201.25.txt"), 2) },
  { name: "R101 (25 customers, 8 vehicles)", bestKnown: 617.1, load: () => readSolomon(read("R101.25.txt"), 8) },
  { name: "RC101 (25 customers, 4 vehicles)", bestKnown: 461.1, load: () => readSolomon(read("RC101.25.txt"), 4) },
];

describe("solveRound on published instances: within 5% of the best known solution", () => {
  test.each(instances)("$name", ({ name, bestKnown, load }) => {
    const problem = load();
    const plan = solveRound(problem, { timeLimitMs: 3000 });
    const gap = (plan.totalTravelMinutes / bestKnown - 1) * 100;
    console.log(`${name}: ${plan.totalTravelMinutes.toFixed(1)} vs ${bestKnown} best known, gap ${gap.toFixed(1)}%`);
    const placed = plan.routes.flatMap((route) => route.stops).sort((a, b) => a - b);
    expect(placed).toEqual(problem.stops.map((_, i) => i));
    expect(plan.late).toEqual([]);
    plan.routes.forEach((route, d) => {
      route.stops.forEach((s, k) => {
        const window = problem.stops[s].window;
        if (window) expect(route.arrivals[k]).toBeLessThanOrEqual(window.latest + 1e-9);
      });
      expect(route.finishAt).toBeLessThanOrEqual((problem.drivers[d].finishBy ?? Infinity) + 1e-9);
      const load = route.stops.reduce((sum, s) => sum + (problem.stops[s].demand ?? 0), 0);
      expect(load).toBeLessThanOrEqual(problem.drivers[d].capacity ?? Infinity);
    });
    expect(gap).toBeLessThanOrEqual(5);
  });
});
