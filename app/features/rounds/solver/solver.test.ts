import { describe, expect, test } from "vitest";
import { solveRound, timeRoute, type RoutingPlan, type RoutingProblem } from "./index";
import { generator } from "./random";

/** Random places in a 60 × 60 minute square; asymmetric travel (one-way streets) when asked. */
function randomMatrix(random: () => number, places: number, asymmetric: boolean): number[][] {
  const points = Array.from({ length: places }, () => [random() * 60, random() * 60]);
  return points.map(([xi, yi], i) =>
    points.map(([xj, yj], j) => {
      if (i === j) return 0;
      const straight = Math.round(Math.hypot(xi - xj, yi - yj));
      return asymmetric ? straight + Math.floor(random() * 8) : straight;
    }),
  );
}

/** Minutes late (and boxes over) of one driver's order, and its travel: written apart from the solver. */
function cost(problem: RoutingProblem, driver: number, order: number[]): { violation: number; travel: number } {
  const d = problem.drivers[driver];
  let time = d.departAt;
  let at = d.startLocation;
  let travel = 0;
  let violation = 0;
  let load = 0;
  for (const s of order) {
    const stop = problem.stops[s];
    travel += problem.matrix[at][stop.location];
    time += problem.matrix[at][stop.location];
    if (stop.window) {
      violation += Math.max(0, time - stop.window.latest);
      time = Math.max(time, stop.window.earliest);
    }
    time += stop.serviceMinutes;
    load += stop.demand ?? 0;
    at = stop.location;
  }
  travel += problem.matrix[at][d.endLocation];
  violation += Math.max(0, load - (d.capacity ?? Infinity)) * 1000;
  return { violation, travel };
}

/** Calls visit with every order of items (Heap's algorithm, in place). */
function forEachOrder(items: number[], visit: (order: number[]) => void): void {
  const order = [...items];
  const counters = new Array<number>(order.length).fill(0);
  visit(order);
  for (let i = 1; i < order.length;) {
    if (counters[i] < i) {
      const j = i % 2 === 0 ? 0 : counters[i];
      [order[j], order[i]] = [order[i], order[j]];
      visit(order);
      counters[i]++;
      i = 1;
    } else {
      counters[i] = 0;
      i++;
    }
  }
}

/** Brute force: every assignment of the stops to the drivers and every order of each driver's stops. */
function bruteForce(problem: RoutingProblem): { violation: number; travel: number } {
  const n = problem.stops.length;
  const m = problem.drivers.length;
  const bestOf = (driver: number, stops: number[]) => {
    let best = { violation: Infinity, travel: Infinity };
    forEachOrder(stops, (order) => {
      const c = cost(problem, driver, order);
      if (c.violation < best.violation - 1e-9 || (c.violation <= best.violation + 1e-9 && c.travel < best.travel)) {
        best = c;
      }
    });
    return best;
  };
  let best = { violation: Infinity, travel: Infinity };
  for (let code = 0; code < m ** n; code++) {
    const sets: number[][] = problem.drivers.map(() => []);
    for (let s = 0, rest = code; s < n; s++, rest = Math.floor(rest / m)) sets[rest % m].push(s);
    const total = sets
      .map((set, d) => bestOf(d, set))
      .reduce((a, b) => ({
        violation: a.violation + b.violation,
        travel: a.travel + b.travel,
      }));
    if (
      total.violation < best.violation - 1e-9 ||
      (total.violation <= best.violation + 1e-9 && total.travel < best.travel)
    ) {
      best = total;
    }
  }
  return best;
}

function planCost(problem: RoutingProblem, plan: RoutingPlan) {
  return plan.routes
    .map((route, d) => cost(problem, d, route.stops))
    .reduce((a, b) => ({ violation: a.violation + b.violation, travel: a.travel + b.travel }));
}

function expectEveryStopOnce(problem: RoutingProblem, plan: RoutingPlan) {
  const placed = plan.routes.flatMap((route) => route.stops).sort((a, b) => a - b);
  expect(placed).toEqual(problem.stops.map((_, i) => i));
}

/**
 * A small random round. Windows (on some instances) are wide enough to be reached by driving
 * straight there, so none is hopeless and the brute force and the solver minimise the same thing.
 */
function smallRound(seed: number, stops: number, drivers: number): RoutingProblem {
  const random = generator(seed);
  const asymmetric = random() < 0.3;
  const matrix = randomMatrix(random, stops + drivers, asymmetric);
  const withWindows = random() < 0.6;
  const departAt = 17 * 60;
  const driverList = Array.from({ length: drivers }, (_, d) => ({
    startLocation: d,
    endLocation: random() < 0.8 ? d : (d + 1) % drivers,
    departAt,
    capacity: drivers > 1 && random() < 0.4 ? 4 + Math.floor(random() * 6) : undefined,
  }));
  return {
    matrix,
    drivers: driverList,
    stops: Array.from({ length: stops }, (_, i) => {
      const location = drivers + i;
      const direct = Math.min(...driverList.map((d) => matrix[d.startLocation][location]));
      const earliest = departAt + Math.floor(random() * 150);
      const latest = Math.max(earliest + 20 + Math.floor(random() * 60), departAt + direct);
      return {
        location,
        serviceMinutes: Math.floor(random() * 5),
        demand: 1 + Math.floor(random() * 3),
        window: withWindows && random() < 0.7 ? { earliest, latest } : undefined,
      };
    }),
  };
}

describe("solveRound finds the best plan of a small round (checked against brute force)", () => {
  test.each(Array.from({ length: 36 }, (_, i) => ({ seed: 100 + i, stops: 1 + (i % 9) })))(
    "one driver, $stops stops (seed $seed)",
    ({ seed, stops }) => {
      const problem = smallRound(seed, stops, 1);
      const plan = solveRound(problem, { timeLimitMs: 200 });
      const optimum = bruteForce(problem);
      const found = planCost(problem, plan);
      expectEveryStopOnce(problem, plan);
      expect(found.violation).toBeCloseTo(optimum.violation, 6);
      expect(found.travel).toBeCloseTo(optimum.travel, 6);
      expect(plan.totalTravelMinutes).toBeCloseTo(optimum.travel, 6);
    },
  );

  test.each(Array.from({ length: 28 }, (_, i) => ({ seed: 500 + i, stops: 1 + (i % 7) })))(
    "two drivers, $stops stops (seed $seed)",
    ({ seed, stops }) => {
      const problem = smallRound(seed, stops, 2);
      const plan = solveRound(problem, { timeLimitMs: 200 });
      const optimum = bruteForce(problem);
      const found = planCost(problem, plan);
      expectEveryStopOnce(problem, plan);
      expect(found.violation).toBeCloseTo(optimum.violation, 6);
      expect(found.travel).toBeCloseTo(optimum.travel, 6);
    },
  );
});

/**
 * A round that can be driven inside every window: random routes are timed first and each window
 * is drawn around the arrival it got there (and each van holds what its route carried).
 */
function feasibleRound(seed: number): RoutingProblem {
  const random = generator(seed);
  const drivers = 1 + Math.floor(random() * 4);
  const stops = 12 + Math.floor(random() * 50);
  const matrix = randomMatrix(random, stops + 1, random() < 0.3);
  const departAt = 16 * 60;
  const problem: RoutingProblem = {
    matrix,
    drivers: Array.from({ length: drivers }, () => ({ startLocation: 0, endLocation: 0, departAt })),
    stops: Array.from({ length: stops }, (_, i) => ({
      location: i + 1,
      serviceMinutes: 1 + Math.floor(random() * 4),
      demand: 1 + Math.floor(random() * 3),
    })),
  };
  const order = problem.stops.map((_, i) => i).sort(() => random() - 0.5);
  const routes: number[][] = problem.drivers.map(() => []);
  order.forEach((s) => routes[Math.floor(random() * drivers)].push(s));
  routes.forEach((route, d) => {
    const timed = timeRoute(problem, d, route);
    route.forEach((s, k) => {
      if (random() < 0.7) {
        const arrival = timed.arrivals[k];
        problem.stops[s].window = {
          earliest: Math.max(0, Math.floor(arrival - random() * 40)),
          latest: Math.ceil(arrival + random() * 40),
        };
      }
    });
    problem.drivers[d].capacity = Math.max(
      1,
      route.reduce((sum, s) => sum + (problem.stops[s].demand ?? 0), 0),
    );
  });
  return problem;
}

describe("solveRound keeps every window when the round allows it", () => {
  test.each(Array.from({ length: 14 }, (_, i) => 900 + i))("random feasible round (seed %i)", (seed) => {
    const problem = feasibleRound(seed);
    const plan = solveRound(problem, { timeLimitMs: 300, seed });
    expectEveryStopOnce(problem, plan);
    expect(plan.late).toEqual([]);
    plan.routes.forEach((route, d) => {
      route.stops.forEach((s, k) => {
        const window = problem.stops[s].window;
        if (window) expect(route.arrivals[k]).toBeLessThanOrEqual(window.latest + 1e-9);
      });
      const load = route.stops.reduce((sum, s) => sum + (problem.stops[s].demand ?? 0), 0);
      expect(load).toBeLessThanOrEqual(problem.drivers[d].capacity ?? Infinity);
      const timed = timeRoute(problem, d, route.stops);
      expect(route.arrivals).toEqual(timed.arrivals);
      expect(route.finishAt).toBe(timed.finishAt);
    });
    expect(plan.totalTravelMinutes).toBeCloseTo(
      plan.routes.reduce((sum, route) => sum + route.travelMinutes, 0),
      6,
    );
  });
});

describe("timeRoute", () => {
  // Kitchen 0, stops at 1, 2, 3: 10 minutes between any two places, 5 from 2 to 3.
  const matrix = [
    [0, 10, 10, 10],
    [10, 0, 10, 10],
    [10, 10, 0, 5],
    [10, 10, 5, 0],
  ];
  const problem: RoutingProblem = {
    matrix,
    drivers: [{ startLocation: 0, endLocation: 0, departAt: 1000, capacity: 4 }],
    stops: [
      { location: 1, serviceMinutes: 3, window: { earliest: 1020, latest: 1040 }, demand: 2 },
      { location: 2, serviceMinutes: 2, window: { earliest: 1000, latest: 1030 }, demand: 2 },
      { location: 3, serviceMinutes: 1, demand: 1 },
    ],
  };

  test("gives arrivals before waiting, the finish and the travel of the owner's order", () => {
    // 1000 → stop 0 at 1010, waits to 1020, leaves 1023 → stop 1 at 1033 (late: latest 1030),
    // leaves 1035 → stop 2 at 1040 (over the van's 4 boxes), leaves 1041 → kitchen at 1051.
    expect(timeRoute(problem, 0, [0, 1, 2])).toEqual({
      stops: [0, 1, 2],
      arrivals: [1010, 1033, 1040],
      finishAt: 1051,
      travelMinutes: 35,
      late: [1, 2],
    });
  });

  test("an empty route drives from start to end", () => {
    expect(timeRoute(problem, 0, [])).toEqual({ stops: [], arrivals: [], finishAt: 1000, travelMinutes: 0, late: [] });
  });
});

describe("solveRound, the edges", () => {
  test("a stop nobody can reach in its window is still placed, at its cheapest place, and listed as late", () => {
    const random = generator(42);
    const matrix = randomMatrix(random, 12, false);
    const problem: RoutingProblem = {
      matrix,
      drivers: [
        { startLocation: 0, endLocation: 0, departAt: 600 },
        { startLocation: 0, endLocation: 0, departAt: 600 },
      ],
      stops: Array.from({ length: 11 }, (_, i) => ({
        location: i + 1,
        serviceMinutes: 2,
        // Stop 3 closes before anyone leaves the kitchen.
        window: i === 3 ? { earliest: 500, latest: 560 } : undefined,
      })),
    };
    const plan = solveRound(problem, { timeLimitMs: 300 });
    expectEveryStopOnce(problem, plan);
    expect(plan.late).toEqual([3]);
    const withoutWindow = solveRound({ ...problem, stops: problem.stops.map((s) => ({ ...s, window: undefined })) });
    expect(plan.totalTravelMinutes).toBeCloseTo(withoutWindow.totalTravelMinutes, 6);
  });

  test("a plan that keeps every window beats a shorter one that does not", () => {
    // Going 1 then 2 is shorter, but stop 2 must be reached by 1015.
    const problem: RoutingProblem = {
      matrix: [
        [0, 5, 12],
        [5, 0, 5],
        [12, 5, 0],
      ],
      drivers: [{ startLocation: 0, endLocation: 0, departAt: 1000 }],
      stops: [
        { location: 1, serviceMinutes: 10 },
        { location: 2, serviceMinutes: 0, window: { earliest: 1000, latest: 1015 } },
      ],
    };
    const plan = solveRound(problem);
    expect(plan.routes[0].stops).toEqual([1, 0]);
    expect(plan.late).toEqual([]);
    expect(plan.totalTravelMinutes).toBe(22);
  });

  test("no stops: every driver drives from start to end", () => {
    const plan = solveRound({
      matrix: [
        [0, 7],
        [7, 0],
      ],
      drivers: [{ startLocation: 0, endLocation: 1, departAt: 0 }],
      stops: [],
    });
    expect(plan).toEqual({
      routes: [{ stops: [], arrivals: [], finishAt: 7, travelMinutes: 7 }],
      late: [],
      totalTravelMinutes: 7,
    });
  });

  test("no drivers: every stop is listed as late", () => {
    const plan = solveRound({ matrix: [[0]], drivers: [], stops: [{ location: 0, serviceMinutes: 1 }] });
    expect(plan).toEqual({ routes: [], late: [0], totalTravelMinutes: 0 });
  });

  test("the same seed gives the same plan", () => {
    const problem = feasibleRound(7);
    const first = solveRound(problem, { seed: 3, timeLimitMs: 5000 });
    const second = solveRound(problem, { seed: 3, timeLimitMs: 5000 });
    expect(second).toEqual(first);
  });
});
