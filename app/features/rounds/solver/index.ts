/**
 * The delivery-round solver (issue 30): given a travel-time matrix, the drivers and the stops of a
 * round, it decides which driver takes which stop and in what order, so that the total travel time
 * is as small as it can find, every stop is reached inside its time window and no van carries more
 * boxes than it holds. Pure TypeScript: no I/O, no database, no clock other than the time budget.
 *
 * ## Objective
 * Plans are compared lexicographically: first the *violation* (minutes late summed over the stops
 * and the drivers' `finishBy`, plus boxes over capacity), then the total travel minutes. So a plan
 * that keeps every window always beats one that breaks any, whatever their travel times.
 * A stop that no driver can reach in its window even by driving there first thing (or whose boxes
 * fit no van) is hopeless: the search ignores its window (and its boxes), places it where it costs
 * least, and reports it in `late`.
 *
 * ## Algorithm
 * 1. Small rounds (≤ 9 stops and at most 20 000 ways to share them between the drivers) are solved
 *    exactly: every assignment of stops to drivers, each driver's set ordered by branch and bound
 *    (depth-first over the orders, pruned when the partial route is already no better than the best
 *    known; memoised per driver and set).
 * 2. Otherwise: regret-2 insertion builds a first plan (the stop whose best and second-best
 *    placement differ most goes in first; a placement is checked in O(1) against the windows with
 *    forward departure times and backward "latest arrival" slacks, Savelsbergh style).
 * 3. Local search to a local optimum, first improvement, over: or-opt (move a segment of 1–3 stops,
 *    possibly reversed, next to one of the 20 stops nearest its ends, in its own or another route),
 *    swap of two stops of different routes, 2-opt inside a route (reverse a segment) and 2-opt*
 *    between routes (swap their tails). Travel deltas are O(1) (prefix sums of the edges in both
 *    directions for reversals); a move is timed in full (forward pass over the new routes) only
 *    when it shortens the travel, or when it moves a stop where a broken window can be mended (a
 *    late stop and the three before it, the last stops of a driver back too late, the stops of an
 *    overloaded van: there every place is tried). Don't-look bits: after the first descent, only
 *    moves around stops whose neighbours changed (by a move, a removal or an insertion) are tried.
 * 4. Iterated local search with ruin and recreate: remove 2 to min(40, 30%) stops (the neighbours
 *    of a random stop, stretches of the routes near it, or a random handful), put them back by
 *    cheapest feasible insertion (or regret-2, one time in five) in a random, latest-window-first
 *    or farthest-first order, descend again with 3., and accept the result if it keeps as few
 *    minutes late and its travel is at most 1% worse than the current plan's, that threshold
 *    shrinking to zero over the iterations (record to record); the best plan is kept.
 * 5. Every route of ≤ 10 stops of the best plan is reordered exactly by the branch and bound of 1.
 *
 * The run stops after max(300, 12·stops) iterations without improvement, after max(2000,
 * 20·stops) iterations, or at `timeLimitMs` (default 1000 ms), whichever comes first. With the same
 * seed (default 1) the result is the same, unless the time limit cuts the run short (large rounds
 * on a slow machine: the plan is then the best found in the time).
 * Random choices come from a small seeded generator (mulberry32), never Math.random.
 */

import { generator } from "./random";

export interface SolverStop {
  /** Index of this stop's location in the matrix. */
  location: number;
  /** Minutes spent at the stop (handing over). */
  serviceMinutes: number;
  /** Arrival must be within [earliest, latest], minutes after midnight; a driver arriving early waits until earliest. */
  window?: { earliest: number; latest: number };
  /** Boxes it takes (for capacity; default 0). */
  demand?: number;
}
export interface SolverDriver {
  startLocation: number; // matrix index
  endLocation: number; // matrix index
  /** Minutes after midnight the driver leaves the start. */
  departAt: number;
  /** Most boxes the vehicle carries (default: unlimited). */
  capacity?: number;
  /** Latest arrival back at the end location, minutes after midnight (default: none). */
  finishBy?: number;
}
export interface RoutingProblem {
  /** Travel minutes from location i to j (not necessarily symmetric). */
  matrix: number[][];
  drivers: SolverDriver[];
  stops: SolverStop[];
}
export interface PlannedRoute {
  /** Indices into problem.stops, in visiting order. */
  stops: number[];
  /** Arrival time (minutes after midnight) at each of those stops (before any waiting). */
  arrivals: number[];
  /** Arrival back at the end location. */
  finishAt: number;
  /** Travel minutes of this route (start → stops → end), waiting and service not counted. */
  travelMinutes: number;
}
export interface RoutingPlan {
  routes: PlannedRoute[]; // one per driver, same order as problem.drivers
  /** Stops no driver could reach inside their window (or capacity): still placed on a route (cheapest place, ignoring that window), listed here so the owner sees them. */
  late: number[];
  totalTravelMinutes: number;
}
export interface SolveOptions {
  /** Time budget of the search (default 1000 ms); the search usually stops earlier. */
  timeLimitMs?: number;
  /** Seed of the random choices (default 1): the same seed gives the same plan. */
  seed?: number;
}

const EPS = 1e-7;
/** Weight of one box over capacity in the violation (against minutes late). */
const CAPACITY_WEIGHT = 1000;
const EXACT_MAX_STOPS = 9;
const EXACT_MAX_ASSIGNMENTS = 20_000;
const POLISH_MAX_STOPS = 10;
const GRANULARITY = 20;
/** How many stops before a late one the search tries to move to mend it. */
const CRITICAL_BEFORE = 3;

/** Arrivals/finish/travel of a given route order for one driver (used when the owner drags a stop). */
export function timeRoute(problem: RoutingProblem, driver: number, stops: number[]): PlannedRoute & { late: number[] } {
  const d = problem.drivers[driver];
  if (!d) throw new RangeError(`No driver ${driver}`);
  const arrivals: number[] = [];
  const late: number[] = [];
  let time = d.departAt;
  let previous = d.startLocation;
  let travel = 0;
  let load = 0;
  const capacity = d.capacity ?? Infinity;
  for (const index of stops) {
    const stop = problem.stops[index];
    if (!stop) throw new RangeError(`No stop ${index}`);
    const minutes = problem.matrix[previous][stop.location];
    travel += minutes;
    time += minutes;
    arrivals.push(time);
    load += stop.demand ?? 0;
    if ((stop.window && time > stop.window.latest + EPS) || load > capacity) late.push(index);
    if (stop.window && time < stop.window.earliest) time = stop.window.earliest;
    time += stop.serviceMinutes;
    previous = stop.location;
  }
  const back = problem.matrix[previous][d.endLocation];
  return { stops: [...stops], arrivals, finishAt: time + back, travelMinutes: travel + back, late };
}

export function solveRound(problem: RoutingProblem, options: SolveOptions = {}): RoutingPlan {
  const n = problem.stops.length;
  const m = problem.drivers.length;
  if (m === 0) {
    return { routes: [], late: problem.stops.map((_, i) => i), totalTravelMinutes: 0 };
  }
  const model = new Model(problem);
  let routes: number[][];
  if (n === 0) {
    routes = problem.drivers.map(() => []);
  } else if (n <= EXACT_MAX_STOPS && m ** n <= EXACT_MAX_ASSIGNMENTS) {
    routes = solveExactly(model);
  } else {
    const search = new Search(model, options.seed ?? 1, options.timeLimitMs ?? 1000);
    routes = search.run();
  }
  const planned = routes.map((route, driver) => timeRoute(problem, driver, route));
  const late = planned.flatMap((route) => route.late).sort((a, b) => a - b);
  return {
    routes: planned.map(({ stops, arrivals, finishAt, travelMinutes }) => ({
      stops,
      arrivals,
      finishAt,
      travelMinutes,
    })),
    late,
    totalTravelMinutes: planned.reduce((sum, route) => sum + route.travelMinutes, 0),
  };
}

/** Lexicographic comparison of (violation, travel): is a strictly better than b? */
function better(violationA: number, travelA: number, violationB: number, travelB: number): boolean {
  if (violationA < violationB - EPS) return true;
  if (violationA > violationB + EPS) return false;
  return travelA < travelB - EPS;
}

/** The problem in flat typed arrays, with hopeless windows and boxes relaxed. */
class Model {
  readonly n: number;
  readonly m: number;
  readonly size: number;
  readonly dist: Float64Array;
  readonly loc: Int32Array;
  readonly service: Float64Array;
  readonly earliest: Float64Array;
  readonly latest: Float64Array;
  readonly demand: Float64Array;
  readonly start: Int32Array;
  readonly end: Int32Array;
  readonly departAt: Float64Array;
  readonly capacity: Float64Array;
  readonly finishBy: Float64Array;
  /** Result of the last evaluate(). */
  violation = 0;
  travel = 0;

  constructor(problem: RoutingProblem) {
    const { matrix, drivers, stops } = problem;
    this.n = stops.length;
    this.m = drivers.length;
    this.size = matrix.length;
    this.dist = new Float64Array(this.size * this.size);
    for (let i = 0; i < this.size; i++) {
      for (let j = 0; j < this.size; j++) this.dist[i * this.size + j] = matrix[i][j];
    }
    this.loc = Int32Array.from(stops, (s) => s.location);
    this.service = Float64Array.from(stops, (s) => s.serviceMinutes);
    this.earliest = Float64Array.from(stops, (s) => s.window?.earliest ?? -Infinity);
    this.latest = Float64Array.from(stops, (s) => s.window?.latest ?? Infinity);
    this.demand = Float64Array.from(stops, (s) => s.demand ?? 0);
    this.start = Int32Array.from(drivers, (d) => d.startLocation);
    this.end = Int32Array.from(drivers, (d) => d.endLocation);
    this.departAt = Float64Array.from(drivers, (d) => d.departAt);
    this.capacity = Float64Array.from(drivers, (d) => d.capacity ?? Infinity);
    this.finishBy = Float64Array.from(drivers, (d) => d.finishBy ?? Infinity);
    const largestVan = Math.max(...this.capacity);
    for (let s = 0; s < this.n; s++) {
      if (this.demand[s] > largestVan) this.demand[s] = 0;
      let reachable = false;
      for (let d = 0; d < this.m && !reachable; d++) {
        reachable = this.departAt[d] + this.dist[this.start[d] * this.size + this.loc[s]] <= this.latest[s] + EPS;
      }
      if (!reachable) {
        this.earliest[s] = -Infinity;
        this.latest[s] = Infinity;
      }
    }
  }

  d(a: number, b: number): number {
    return this.dist[a * this.size + b];
  }

  /** Times a route; sets this.violation and this.travel. */
  evaluate(driver: number, route: ArrayLike<number>): void {
    const { dist, size, loc, earliest, latest, service, demand } = this;
    let time = this.departAt[driver];
    let previous = this.start[driver];
    let travel = 0;
    let violation = 0;
    let load = 0;
    for (let k = 0; k < route.length; k++) {
      const s = route[k];
      const minutes = dist[previous * size + loc[s]];
      travel += minutes;
      time += minutes;
      if (time > latest[s]) violation += time - latest[s];
      if (time < earliest[s]) time = earliest[s];
      time += service[s];
      load += demand[s];
      previous = loc[s];
    }
    const back = dist[previous * size + this.end[driver]];
    travel += back;
    time += back;
    if (time > this.finishBy[driver]) violation += time - this.finishBy[driver];
    if (load > this.capacity[driver]) violation += (load - this.capacity[driver]) * CAPACITY_WEIGHT;
    this.violation = violation;
    this.travel = travel;
  }
}

/**
 * The best order of `stops` for one driver, by depth-first branch and bound (exact). `bound` is a
 * known order to beat (its cost is the first bound).
 */
function bestOrder(
  model: Model,
  driver: number,
  stops: number[],
  bound?: number[],
): { order: number[]; violation: number; travel: number } {
  let bestRoute = bound ? [...bound] : [...stops];
  model.evaluate(driver, bestRoute);
  let bestViolation = model.violation;
  let bestTravel = model.travel;
  const k = stops.length;
  if (k <= 1) return { order: bestRoute, violation: bestViolation, travel: bestTravel };
  const { loc, earliest, latest, service } = model;
  let load = 0;
  for (const s of stops) load += model.demand[s];
  const capacityViolation = load > model.capacity[driver] ? (load - model.capacity[driver]) * CAPACITY_WEIGHT : 0;
  const finishBy = model.finishBy[driver];
  const endLocation = model.end[driver];
  const used = new Uint8Array(k);
  const path = new Int32Array(k);

  const dfs = (depth: number, previous: number, time: number, travel: number, violation: number): void => {
    if (depth === k) {
      const back = model.d(previous, endLocation);
      const finish = time + back;
      const totalViolation = violation + (finish > finishBy ? finish - finishBy : 0) + capacityViolation;
      if (better(totalViolation, travel + back, bestViolation, bestTravel)) {
        bestViolation = totalViolation;
        bestTravel = travel + back;
        bestRoute = Array.from(path);
      }
      return;
    }
    for (let i = 0; i < k; i++) {
      if (used[i]) continue;
      const s = stops[i];
      const minutes = model.d(previous, loc[s]);
      const arrival = time + minutes;
      const lateBy = arrival > latest[s] ? arrival - latest[s] : 0;
      const nextViolation = violation + lateBy + capacityViolation;
      const nextTravel = travel + minutes;
      if (nextViolation > bestViolation + EPS) continue;
      if (nextViolation >= bestViolation - EPS && nextTravel >= bestTravel - EPS) continue;
      used[i] = 1;
      path[depth] = s;
      dfs(depth + 1, loc[s], Math.max(arrival, earliest[s]) + service[s], nextTravel, violation + lateBy);
      used[i] = 0;
    }
  };
  dfs(0, model.start[driver], model.departAt[driver], 0, 0);
  return { order: bestRoute, violation: bestViolation, travel: bestTravel };
}

/** Every assignment of the stops to the drivers, each set ordered exactly (small rounds only). */
function solveExactly(model: Model): number[][] {
  const { n, m } = model;
  const memo = new Map<number, { order: number[]; violation: number; travel: number }>();
  const routeOf = (driver: number, mask: number) => {
    const key = driver * (1 << n) + mask;
    let found = memo.get(key);
    if (!found) {
      const stops: number[] = [];
      for (let s = 0; s < n; s++) if (mask & (1 << s)) stops.push(s);
      found = bestOrder(model, driver, stops);
      memo.set(key, found);
    }
    return found;
  };
  const masks = new Array<number>(m).fill(0);
  let best: number[] = [];
  let bestViolation = Infinity;
  let bestTravel = Infinity;
  const assign = (s: number): void => {
    if (s === n) {
      let violation = 0;
      let travel = 0;
      for (let d = 0; d < m; d++) {
        const r = routeOf(d, masks[d]);
        violation += r.violation;
        travel += r.travel;
      }
      if (better(violation, travel, bestViolation, bestTravel)) {
        bestViolation = violation;
        bestTravel = travel;
        best = [...masks];
      }
      return;
    }
    for (let d = 0; d < m; d++) {
      masks[d] |= 1 << s;
      assign(s + 1);
      masks[d] &= ~(1 << s);
    }
  };
  assign(0);
  return best.map((mask, d) => [...routeOf(d, mask).order]);
}

class Search {
  private readonly model: Model;
  private readonly random: () => number;
  private readonly deadline: number;
  private routes: number[][] = [];
  private slackCache: ({ depart: Float64Array; latestArrival: Float64Array; load: number } | null)[] = [];
  private violation: number[] = [];
  private travel: number[] = [];
  /** For each stop, the other stops by closeness (for the ruin). */
  private readonly neighbours: Int32Array[];
  /** How many of a stop's nearest stops or-opt tries to put it next to. */
  private readonly granularity: number;
  private readonly routeOf: Int32Array;
  /**
   * Don't-look bits: the local search only tries moves around stops whose surroundings changed
   * since it last looked at them (dirty: changed now; active: to look at in this pass).
   */
  private readonly dirty: Uint8Array;
  private readonly active: Uint8Array;
  /**
   * Stops where a broken window can be mended: a late stop and the few before it, the last stops
   * of a route back after its finishBy, every stop of an overloaded van. Moves around them are
   * tried even when they do not shorten the travel.
   */
  private readonly critical: Uint8Array;
  /** Scratch prefix sums of a route's edges, driven forwards and backwards (2-opt). */
  private readonly forward: Float64Array;
  private readonly backward: Float64Array;
  /** Scratch list of the places or-opt tries. */
  private readonly places: Int32Array;
  private readonly indexOf: Int32Array;

  constructor(model: Model, seed: number, timeLimitMs: number) {
    this.model = model;
    this.random = generator(seed);
    this.deadline = Date.now() + timeLimitMs;
    const { n, loc } = model;
    this.granularity = Math.min(n - 1, GRANULARITY);
    this.routeOf = new Int32Array(n).fill(-1);
    this.indexOf = new Int32Array(n).fill(-1);
    this.places = new Int32Array(2 * n + 4);
    this.dirty = new Uint8Array(n);
    this.critical = new Uint8Array(n);
    this.forward = new Float64Array(n + 1);
    this.backward = new Float64Array(n + 1);
    this.active = new Uint8Array(n);
    this.neighbours = [];
    for (let s = 0; s < n; s++) {
      const others = Array.from({ length: n }, (_, i) => i).filter((i) => i !== s);
      const closeness = (i: number) => Math.min(model.d(loc[s], loc[i]), model.d(loc[i], loc[s]));
      others.sort((a, b) => closeness(a) - closeness(b) || a - b);
      this.neighbours.push(Int32Array.from(others));
    }
  }

  run(): number[][] {
    const { n, m } = this.model;
    this.routes = Array.from({ length: m }, () => []);
    this.violation = new Array<number>(m).fill(0);
    this.travel = new Array<number>(m).fill(0);
    for (let d = 0; d < m; d++) this.refresh(d);
    this.regretInsert(Array.from({ length: n }, (_, i) => i));
    this.dirty.fill(1);
    this.localSearch();

    let best = this.snapshot();
    let [bestViolation, bestTravel] = this.totals();
    let [currentViolation, currentTravel] = [bestViolation, bestTravel];
    const maxIterations = Math.max(2000, 20 * n);
    const patience = Math.max(300, 12 * n);
    let sinceImprovement = 0;
    for (let iteration = 0; iteration < maxIterations && sinceImprovement < patience; iteration++) {
      if (this.outOfTime()) break;
      const before = this.snapshot();
      this.ruinAndRecreate();
      this.localSearch();
      const [violation, travel] = this.totals();
      // Counted in iterations, not time, so that a run the time limit does not cut is reproducible.
      const threshold = 0.01 * (1 - iteration / maxIterations) * currentTravel;
      if (better(violation, travel, bestViolation, bestTravel)) {
        best = this.snapshot();
        bestViolation = violation;
        bestTravel = travel;
        sinceImprovement = 0;
      } else {
        sinceImprovement++;
      }
      const acceptable =
        violation < currentViolation - EPS ||
        (violation <= currentViolation + EPS && travel <= currentTravel + threshold);
      if (acceptable) {
        currentViolation = violation;
        currentTravel = travel;
      } else {
        this.restore(before);
      }
    }
    this.restore(best);
    for (let d = 0; d < m; d++) {
      if (this.routes[d].length > 1 && this.routes[d].length <= POLISH_MAX_STOPS) {
        this.routes[d] = bestOrder(this.model, d, this.routes[d], this.routes[d]).order;
      }
    }
    return this.routes;
  }

  private outOfTime(): boolean {
    return Date.now() > this.deadline;
  }

  private snapshot(): number[][] {
    return this.routes.map((r) => [...r]);
  }

  private restore(routes: number[][]): void {
    this.dirty.fill(0);
    this.routes = routes.map((r) => [...r]);
    for (let d = 0; d < this.model.m; d++) this.refresh(d);
  }

  private refresh(d: number): void {
    this.slackCache[d] = null;
    this.locate(d);
    this.model.evaluate(d, this.routes[d]);
    this.violation[d] = this.model.violation;
    this.travel[d] = this.model.travel;
  }

  /** Records which route and position each stop of route d is at. */
  private locate(d: number): void {
    this.slackCache[d] = null;
    const route = this.routes[d];
    for (let k = 0; k < route.length; k++) {
      this.routeOf[route[k]] = d;
      this.indexOf[route[k]] = k;
      this.critical[route[k]] = 0;
    }
    const { model } = this;
    let time = model.departAt[d];
    let previous = model.start[d];
    let load = 0;
    for (let k = 0; k < route.length; k++) {
      const s = route[k];
      time += model.d(previous, model.loc[s]);
      if (time > model.latest[s] + EPS) {
        for (let j = Math.max(0, k - CRITICAL_BEFORE); j <= k; j++) this.critical[route[j]] = 1;
      }
      time = Math.max(time, model.earliest[s]) + model.service[s];
      load += model.demand[s];
      previous = model.loc[s];
    }
    time += model.d(previous, model.end[d]);
    if (time > model.finishBy[d] + EPS) {
      for (let j = Math.max(0, route.length - CRITICAL_BEFORE); j < route.length; j++) this.critical[route[j]] = 1;
    }
    if (load > model.capacity[d] + EPS) for (const s of route) this.critical[s] = 1;
  }

  private totals(): [number, number] {
    let violation = 0;
    let travel = 0;
    for (let d = 0; d < this.model.m; d++) {
      violation += this.violation[d];
      travel += this.travel[d];
    }
    return [violation, travel];
  }

  /** Location of position k of route d (k = -1: start, k = length: end). */
  private at(d: number, route: number[], k: number): number {
    if (k < 0) return this.model.start[d];
    if (k >= route.length) return this.model.end[d];
    return this.model.loc[route[k]];
  }

  // ---------------------------------------------------------------- insertion

  /**
   * Per route: departure time after each position (index 0 = the start) and the latest arrival at
   * each position (index length = the end) that keeps the rest of the route inside its windows.
   */
  private slack(d: number): { depart: Float64Array; latestArrival: Float64Array; load: number } {
    const { model } = this;
    const route = this.routes[d];
    const len = route.length;
    const depart = new Float64Array(len + 1);
    const latestArrival = new Float64Array(len + 1);
    depart[0] = model.departAt[d];
    let previous = model.start[d];
    let load = 0;
    for (let k = 0; k < len; k++) {
      const s = route[k];
      const arrival = depart[k] + model.d(previous, model.loc[s]);
      depart[k + 1] = Math.max(arrival, model.earliest[s]) + model.service[s];
      previous = model.loc[s];
      load += model.demand[s];
    }
    latestArrival[len] = model.finishBy[d];
    let next = model.end[d];
    for (let k = len - 1; k >= 0; k--) {
      const s = route[k];
      latestArrival[k] = Math.min(
        model.latest[s],
        latestArrival[k + 1] - model.d(model.loc[s], next) - model.service[s],
      );
      next = model.loc[s];
    }
    return { depart, latestArrival, load };
  }

  /**
   * Best place for stop s: feasible places first (O(1) each on routes that keep their windows),
   * else the place that adds the least violation (timed in full). Returns [route, position, cost,
   * second best cost] with cost = travel added (or violation·1e9 + travel when infeasible).
   */
  private bestPlace(
    s: number,
    slacks: ({ depart: Float64Array; latestArrival: Float64Array; load: number } | null)[],
    orElseLeastViolation = true,
  ): { route: number; position: number; cost: number; second: number } {
    const { model } = this;
    let bestRoute = -1;
    let bestPosition = -1;
    let bestCost = Infinity;
    let second = Infinity;
    const ls = model.loc[s];
    for (let d = 0; d < model.m; d++) {
      const route = this.routes[d];
      const slack = slacks[d];
      let routeBest = Infinity;
      let routePosition = -1;
      if (slack && slack.load + model.demand[s] <= model.capacity[d] + EPS) {
        for (let p = 0; p <= route.length; p++) {
          const a = this.at(d, route, p - 1);
          const b = this.at(d, route, p);
          const arrival = slack.depart[p] + model.d(a, ls);
          if (arrival > model.latest[s] + EPS) continue;
          const nextArrival = Math.max(arrival, model.earliest[s]) + model.service[s] + model.d(ls, b);
          if (nextArrival > slack.latestArrival[p] + EPS) continue;
          const added = model.d(a, ls) + model.d(ls, b) - model.d(a, b);
          if (added < routeBest) {
            routeBest = added;
            routePosition = p;
          }
        }
      }
      if (routePosition >= 0) {
        if (routeBest < bestCost) {
          second = bestCost;
          bestCost = routeBest;
          bestRoute = d;
          bestPosition = routePosition;
        } else if (routeBest < second) {
          second = routeBest;
        }
      }
    }
    if (bestRoute >= 0 || !orElseLeastViolation)
      return { route: bestRoute, position: bestPosition, cost: bestCost, second };
    // No feasible place: the place that adds the least violation, then the least travel.
    for (let d = 0; d < model.m; d++) {
      const route = this.routes[d];
      const candidate = new Array<number>(route.length + 1);
      for (let p = 0; p <= route.length; p++) {
        for (let k = 0, j = 0; k <= route.length; k++) candidate[k] = k === p ? s : route[j++];
        model.evaluate(d, candidate);
        const cost = (model.violation - this.violation[d]) * 1e9 + (model.travel - this.travel[d]);
        if (cost < bestCost) {
          second = bestCost;
          bestCost = cost;
          bestRoute = d;
          bestPosition = p;
        } else if (cost < second) {
          second = cost;
        }
      }
    }
    return { route: bestRoute, position: bestPosition, cost: bestCost, second };
  }

  private insertAt(s: number, d: number, position: number): void {
    const route = this.routes[d];
    route.splice(position, 0, s);
    for (let k = Math.max(0, position - 1); k <= position + 1 && k < route.length; k++) this.dirty[route[k]] = 1;
    this.refresh(d);
  }

  /** Marks dirty the stops around the part of a route that a move changed. */
  private markChanges(before: number[], after: number[]): void {
    let first = 0;
    while (first < before.length && first < after.length && before[first] === after[first]) first++;
    let lastBefore = before.length - 1;
    let lastAfter = after.length - 1;
    while (lastBefore >= first && lastAfter >= first && before[lastBefore] === after[lastAfter]) {
      lastBefore--;
      lastAfter--;
    }
    for (let k = Math.max(0, first - 1); k <= lastAfter + 1 && k < after.length; k++) this.dirty[after[k]] = 1;
  }

  private isActive(s: number): boolean {
    return this.active[s] === 1 || this.dirty[s] === 1;
  }

  private slacks() {
    return this.routes.map((_, d) => {
      if (this.violation[d] > EPS) return null;
      let cached = this.slackCache[d];
      if (!cached) {
        cached = this.slack(d);
        this.slackCache[d] = cached;
      }
      return cached;
    });
  }

  /** Regret-2 insertion of the given stops (the construction). */
  private regretInsert(pending: number[]): void {
    const left = [...pending];
    while (left.length > 0) {
      if (this.outOfTime()) {
        // Out of time (a very large round): the rest by plain cheapest insertion.
        this.greedyInsert(left);
        return;
      }
      const slacks = this.slacks();
      let chosen = -1;
      let place = { route: -1, position: -1, cost: Infinity, second: Infinity };
      let chosenRegret = -Infinity;
      for (let i = 0; i < left.length; i++) {
        const found = this.bestPlace(left[i], slacks, false);
        if (found.route < 0) continue;
        const regret = (this.model.m > 1 ? Math.min(found.second, 1e12) : 0) - found.cost;
        if (regret > chosenRegret + EPS || (Math.abs(regret - chosenRegret) <= EPS && found.cost < place.cost)) {
          chosenRegret = regret;
          chosen = i;
          place = found;
        }
      }
      if (chosen < 0) {
        // None of them fits anywhere any more: each where it breaks the windows least.
        this.greedyInsert(left);
        return;
      }
      const s = left[chosen];
      left.splice(chosen, 1);
      this.insertAt(s, place.route, place.position);
    }
  }

  /** Cheapest insertion, one stop after the other, in the given order. */
  private greedyInsert(pending: number[]): void {
    for (const s of pending) {
      const place = this.bestPlace(s, this.slacks());
      this.insertAt(s, place.route, place.position);
    }
  }

  // ---------------------------------------------------------------- ruin and recreate

  private ruinAndRecreate(): void {
    const { n } = this.model;
    const random = this.random;
    const most = Math.min(n, Math.max(4, Math.min(40, Math.round(0.3 * n))));
    const count = Math.min(n, 2 + Math.floor(random() * (most - 1)));
    const removed = new Set<number>();
    const kind = random();
    if (kind < 0.5) {
      // The stops nearest a random stop.
      const seedStop = Math.floor(random() * n);
      removed.add(seedStop);
      const near = this.neighbours[seedStop];
      for (let i = 0; removed.size < count && i < near.length; i++) {
        if (random() < 0.85) removed.add(near[i]);
      }
    } else if (kind < 0.8) {
      // Stretches of routes near a random stop.
      const seedStop = Math.floor(random() * n);
      const near = this.neighbours[seedStop];
      const touched = new Set<number>();
      for (let i = -1; removed.size < count && i < near.length; i++) {
        const s = i < 0 ? seedStop : near[i];
        const d = this.routes.findIndex((r) => r.includes(s));
        if (d < 0 || touched.has(d)) continue;
        touched.add(d);
        const route = this.routes[d];
        const length = Math.min(route.length, 1 + Math.floor(random() * Math.max(1, count / 2)));
        const at = route.indexOf(s);
        const from = Math.max(0, Math.min(at - Math.floor(random() * length), route.length - length));
        for (let k = from; k < from + length && removed.size < count; k++) removed.add(route[k]);
      }
    } else {
      while (removed.size < count) removed.add(Math.floor(random() * n));
    }
    for (let d = 0; d < this.model.m; d++) {
      const route = this.routes[d];
      const kept = route.filter((s) => !removed.has(s));
      if (kept.length === route.length) continue;
      route.forEach((s, k) => {
        if (removed.has(s)) {
          if (k > 0) this.dirty[route[k - 1]] = 1;
          if (k + 1 < route.length) this.dirty[route[k + 1]] = 1;
        }
      });
      this.routes[d] = kept;
      this.refresh(d);
    }
    const pending = [...removed];
    const order = random();
    if (order < 0.5) {
      for (let i = pending.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [pending[i], pending[j]] = [pending[j], pending[i]];
      }
    } else if (order < 0.75) {
      pending.sort((a, b) => this.model.latest[a] - this.model.latest[b] || a - b);
    } else {
      const { model } = this;
      const far = (s: number) => Math.max(...Array.from(model.start, (st) => model.d(st, model.loc[s])));
      pending.sort((a, b) => far(b) - far(a) || a - b);
    }
    if (random() < 0.2) this.regretInsert(pending);
    else this.greedyInsert(pending);
  }

  // ---------------------------------------------------------------- local search

  /** Takes a change to routes a and b (b may equal a) if it is lexicographically better. */
  private tryRoutes(a: number, routeA: number[], b: number, routeB: number[] | null): boolean {
    const { model } = this;
    model.evaluate(a, routeA);
    let violation = model.violation;
    let travel = model.travel;
    let oldViolation = this.violation[a];
    let oldTravel = this.travel[a];
    let violationB = 0;
    let travelB = 0;
    if (routeB && b !== a) {
      model.evaluate(b, routeB);
      violationB = model.violation;
      travelB = model.travel;
      violation += violationB;
      travel += travelB;
      oldViolation += this.violation[b];
      oldTravel += this.travel[b];
    }
    if (!better(violation, travel, oldViolation, oldTravel)) return false;
    this.markChanges(this.routes[a], routeA);
    if (routeB && b !== a) this.markChanges(this.routes[b], routeB);
    this.routes[a] = routeA;
    this.locate(a);
    this.violation[a] = violation - violationB;
    this.travel[a] = travel - travelB;
    if (routeB && b !== a) {
      this.routes[b] = routeB;
      this.locate(b);
      this.violation[b] = violationB;
      this.travel[b] = travelB;
    }
    return true;
  }

  private localSearch(): void {
    let improved = true;
    let rounds = 0;
    while (improved && rounds++ < 1000 && !this.outOfTime()) {
      improved = false;
      this.active.set(this.dirty);
      this.dirty.fill(0);
      if (this.twoOpt()) improved = true;
      if (this.orOpt()) improved = true;
      if (this.model.m > 1) {
        if (this.swap()) improved = true;
        if (this.twoOptStar()) improved = true;
      }
    }
    this.active.fill(0);
  }

  /** Reverse a segment inside a route. */
  private twoOpt(): boolean {
    const { model } = this;
    let any = false;
    for (let d = 0; d < model.m; d++) {
      let improved = true;
      while (improved && !this.outOfTime()) {
        improved = false;
        const route = this.routes[d];
        const len = route.length;
        if (len < 2) break;
        // forward[k]: travel along positions 0..k; backward[k]: the same edges driven backwards.
        const forward = this.forward;
        const backward = this.backward;
        for (let k = 1; k < len; k++) {
          const x = model.loc[route[k - 1]];
          const y = model.loc[route[k]];
          forward[k] = forward[k - 1] + model.d(x, y);
          backward[k] = backward[k - 1] + model.d(y, x);
        }
        const violating = this.violation[d] > EPS;
        search: for (let i = 0; i < len - 1; i++) {
          const before = this.at(d, route, i - 1);
          const first = model.loc[route[i]];
          const hotI = violating && this.critical[route[i]] === 1;
          const activeI = hotI || this.isActive(route[i]);
          for (let j = i + 1; j < len; j++) {
            const hot = hotI || (violating && this.critical[route[j]] === 1);
            if (!activeI && !hot && !this.isActive(route[j])) continue;
            const last = model.loc[route[j]];
            const after = this.at(d, route, j + 1);
            const delta =
              model.d(before, last) +
              model.d(first, after) -
              model.d(before, first) -
              model.d(last, after) +
              (backward[j] - backward[i]) -
              (forward[j] - forward[i]);
            if (!hot && delta > -EPS) continue;
            const candidate = route.slice(0, i).concat(route.slice(i, j + 1).reverse(), route.slice(j + 1));
            if (this.tryRoutes(d, candidate, d, null)) {
              improved = true;
              any = true;
              break search;
            }
          }
        }
      }
    }
    return any;
  }

  /** Move a segment of 1–3 stops (kept or reversed) to another place, in its route or another. */
  private orOpt(): boolean {
    const { model } = this;
    let any = false;
    for (let a = 0; a < model.m; a++) {
      for (let i = 0; i < this.routes[a].length && !this.outOfTime(); i++) {
        for (let length = 1; length <= 3; length++) {
          const routeA = this.routes[a];
          if (i + length > routeA.length) break;
          const first = routeA[i];
          const last = routeA[i + length - 1];
          const hot = this.violation[a] > EPS && (this.critical[first] === 1 || this.critical[last] === 1);
          if (!hot && !this.isActive(first) && !this.isActive(last)) continue;
          if (this.moveSegment(a, i, length)) {
            any = true;
            break;
          }
        }
      }
    }
    return any;
  }

  private moveSegment(a: number, i: number, length: number): boolean {
    const { model } = this;
    const { dist, size, loc } = model;
    const routeA = this.routes[a];
    const segment = routeA.slice(i, i + length);
    const first = loc[segment[0]];
    const last = loc[segment[length - 1]];
    const before = this.at(a, routeA, i - 1);
    const after = this.at(a, routeA, i + length);
    let inside = 0;
    let insideReversed = 0;
    for (let k = 1; k < length; k++) {
      inside += model.d(loc[segment[k - 1]], loc[segment[k]]);
      insideReversed += model.d(loc[segment[k]], loc[segment[k - 1]]);
    }
    const removal = model.d(before, after) - model.d(before, first) - model.d(last, after) - inside;
    const near = this.granularity;
    const places = this.places;
    const violating =
      this.violation[a] > EPS && (this.critical[segment[0]] === 1 || this.critical[segment[length - 1]] === 1);
    for (let b = 0; b < model.m; b++) {
      const targetLength = b === a ? routeA.length - length : this.routes[b].length;
      // Places to try: all of them when a window is broken, else next to a near neighbour of the
      // segment's ends, or at either end of the route.
      let count = 0;
      if (violating || near >= model.n - 1) {
        for (let p = 0; p <= targetLength; p++) places[count++] = p;
      } else {
        places[count++] = 0;
        places[count++] = targetLength;
        const firstNear = this.neighbours[segment[0]];
        const lastNear = this.neighbours[segment[length - 1]];
        for (let r = 0; r < near; r++) {
          const x = firstNear[r];
          if (this.routeOf[x] === b) {
            const k = this.indexOf[x];
            if (b !== a) places[count++] = k + 1;
            else if (k < i) places[count++] = k + 1;
            else if (k >= i + length) places[count++] = k + 1 - length;
          }
          const y = lastNear[r];
          if (this.routeOf[y] === b) {
            const k = this.indexOf[y];
            if (b !== a) places[count++] = k;
            else if (k < i) places[count++] = k;
            else if (k >= i + length) places[count++] = k - length;
          }
        }
      }
      const target = this.routes[b];
      const startB = model.start[b];
      const endB = model.end[b];
      for (let c = 0; c < count; c++) {
        const p = places[c];
        if (b === a && p === i) continue; // its own place
        // Neighbours of place p (in the route without the segment when b is a).
        let x: number;
        let y: number;
        if (b !== a) {
          x = p > 0 ? loc[target[p - 1]] : startB;
          y = p < targetLength ? loc[target[p]] : endB;
        } else {
          const xi = p - 1 < i ? p - 1 : p - 1 + length;
          const yi = p < i ? p : p + length;
          x = xi >= 0 ? loc[target[xi]] : startB;
          y = p < targetLength ? loc[target[yi]] : endB;
        }
        const xy = dist[x * size + y];
        const forwardDelta = removal + dist[x * size + first] + inside + dist[last * size + y] - xy;
        if (violating || forwardDelta < -EPS) {
          if (this.tryMove(a, i, length, b, p, false)) return true;
        }
        if (length > 1) {
          const reversedDelta = removal + dist[x * size + last] + insideReversed + dist[first * size + y] - xy;
          if (violating || reversedDelta < -EPS) {
            if (this.tryMove(a, i, length, b, p, true)) return true;
          }
        }
      }
    }
    return false;
  }

  /** Builds and tries the or-opt move of routes[a][i, i+length) to place p of route b. */
  private tryMove(a: number, i: number, length: number, b: number, p: number, reversed: boolean): boolean {
    const routeA = this.routes[a];
    const segment = routeA.slice(i, i + length);
    if (reversed) segment.reverse();
    const reduced = routeA.slice(0, i).concat(routeA.slice(i + length));
    const target = b === a ? reduced : this.routes[b];
    const inserted = target.slice(0, p).concat(segment, target.slice(p));
    return b === a ? this.tryRoutes(a, inserted, a, null) : this.tryRoutes(a, reduced, b, inserted);
  }

  /** Swap two stops of different routes. */
  private swap(): boolean {
    const { model } = this;
    let any = false;
    for (let a = 0; a < model.m; a++) {
      for (let b = a + 1; b < model.m; b++) {
        search: for (let i = 0; i < this.routes[a].length && !this.outOfTime(); i++) {
          const routeA = this.routes[a];
          const routeB = this.routes[b];
          const violatingA = this.violation[a] > EPS;
          const violatingB = this.violation[b] > EPS;
          const pa = this.at(a, routeA, i - 1);
          const na = this.at(a, routeA, i + 1);
          const sa = model.loc[routeA[i]];
          const hotI = violatingA && this.critical[routeA[i]] === 1;
          const activeI = hotI || this.isActive(routeA[i]);
          for (let j = 0; j < routeB.length; j++) {
            const hot = hotI || (violatingB && this.critical[routeB[j]] === 1);
            if (!activeI && !hot && !this.isActive(routeB[j])) continue;
            const pb = this.at(b, routeB, j - 1);
            const nb = this.at(b, routeB, j + 1);
            const sb = model.loc[routeB[j]];
            const delta =
              model.d(pa, sb) +
              model.d(sb, na) +
              model.d(pb, sa) +
              model.d(sa, nb) -
              model.d(pa, sa) -
              model.d(sa, na) -
              model.d(pb, sb) -
              model.d(sb, nb);
            if (!hot && delta > -EPS) continue;
            const newA = [...routeA];
            const newB = [...routeB];
            newA[i] = routeB[j];
            newB[j] = routeA[i];
            if (this.tryRoutes(a, newA, b, newB)) {
              any = true;
              continue search;
            }
          }
        }
      }
    }
    return any;
  }

  /** Exchange the tails of two routes. */
  private twoOptStar(): boolean {
    const { model } = this;
    let any = false;
    for (let a = 0; a < model.m; a++) {
      for (let b = a + 1; b < model.m; b++) {
        let improved = true;
        while (improved && !this.outOfTime()) {
          improved = false;
          const routeA = this.routes[a];
          const routeB = this.routes[b];
          const violatingA = this.violation[a] > EPS;
          const violatingB = this.violation[b] > EPS;
          const hotAt = (route: number[], k: number) => k >= 0 && k < route.length && this.critical[route[k]] === 1;
          search: for (let i = -1; i < routeA.length; i++) {
            const xa = this.at(a, routeA, i);
            const ya = this.at(a, routeA, i + 1);
            const hotI = violatingA && (hotAt(routeA, i) || hotAt(routeA, i + 1));
            const activeI =
              hotI || (i >= 0 && this.isActive(routeA[i])) || (i + 1 < routeA.length && this.isActive(routeA[i + 1]));
            for (let j = -1; j < routeB.length; j++) {
              if (i === routeA.length - 1 && j === routeB.length - 1) continue;
              if (i === -1 && j === -1) continue;
              const hot = hotI || (violatingB && (hotAt(routeB, j) || hotAt(routeB, j + 1)));
              if (
                !activeI &&
                !hot &&
                !(j >= 0 && this.isActive(routeB[j])) &&
                !(j + 1 < routeB.length && this.isActive(routeB[j + 1]))
              ) {
                continue;
              }
              const xb = this.at(b, routeB, j);
              const yb = this.at(b, routeB, j + 1);
              // After the swap, A's tail (from i+1) goes to B's end and B's tail to A's end.
              const tailA = i + 1 < routeA.length ? model.loc[routeA[i + 1]] : -1;
              const tailB = j + 1 < routeB.length ? model.loc[routeB[j + 1]] : -1;
              const newA = tailB >= 0 ? model.d(xa, tailB) : model.d(xa, model.end[a]);
              const newB = tailA >= 0 ? model.d(xb, tailA) : model.d(xb, model.end[b]);
              let delta = newA + newB - model.d(xa, ya) - model.d(xb, yb);
              if (model.end[a] !== model.end[b]) {
                const lastA = routeA.length ? model.loc[routeA[routeA.length - 1]] : model.start[a];
                const lastB = routeB.length ? model.loc[routeB[routeB.length - 1]] : model.start[b];
                if (tailA >= 0 && tailB >= 0) {
                  delta +=
                    model.d(lastB, model.end[a]) +
                    model.d(lastA, model.end[b]) -
                    model.d(lastA, model.end[a]) -
                    model.d(lastB, model.end[b]);
                } else {
                  delta = NaN; // uneven: time it in full
                }
              }
              if (!hot && !(delta <= -EPS) && !Number.isNaN(delta)) continue;
              const candidateA = routeA.slice(0, i + 1).concat(routeB.slice(j + 1));
              const candidateB = routeB.slice(0, j + 1).concat(routeA.slice(i + 1));
              if (this.tryRoutes(a, candidateA, b, candidateB)) {
                improved = true;
                any = true;
                break search;
              }
            }
          }
        }
      }
    }
    return any;
  }
}
