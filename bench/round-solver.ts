// Time the delivery-round solver (app/features/rounds/solver) takes to plan a large round:
// 150 random stops around London for 3 drivers leaving the kitchen at 16:00, travel minutes the
// straight-line distance at 25 km/h, 2 minutes at each stop, 1–3 boxes a stop, 120 boxes a van,
// and a third of the stops with a two-hour window. Beside it, in the same run and on the same
// matrix, the floor: a nearest-neighbour pass (each driver in turn takes the nearest stop left,
// no windows, no search), i.e. what merely reading the matrix once per stop costs.
// Target: the solver's plan in ≤ 2 s (its default time budget is 1 s; it stops earlier when it
// no longer improves). Exits 1 when over the target or when the plan breaks a window it could keep.
//
// Usage: npx tsx bench/round-solver.ts   env: BENCH_STOPS (150), BENCH_DRIVERS (3), BENCH_SEED (7)
import { availableParallelism, loadavg } from "node:os";
import { solveRound, type RoutingProblem } from "../app/features/rounds/solver/index";
import { generator } from "../app/features/rounds/solver/random";

const STOPS = Number(process.env.BENCH_STOPS ?? 150);
const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 3);
const TARGET_MS = 2000;

function londonRound(seed: number): RoutingProblem {
  const random = generator(seed);
  const kitchen = { lat: 51.5145, lon: -0.0735 }; // Whitechapel
  const places = [kitchen];
  for (let i = 0; i < STOPS; i++) {
    // Within about 6 km of the kitchen, east-west and north-south.
    places.push({ lat: kitchen.lat + (random() - 0.5) * 0.11, lon: kitchen.lon + (random() - 0.5) * 0.17 });
  }
  const kmPerDegreeLat = 111.2;
  const kmPerDegreeLon = 111.2 * Math.cos((kitchen.lat * Math.PI) / 180);
  const matrix = places.map((a) =>
    places.map((b) => {
      const km = Math.hypot((a.lat - b.lat) * kmPerDegreeLat, (a.lon - b.lon) * kmPerDegreeLon);
      return Math.round((km / 25) * 60 * 10) / 10;
    }),
  );
  const slots = [
    { earliest: 17 * 60, latest: 19 * 60 },
    { earliest: 18 * 60, latest: 20 * 60 },
    { earliest: 19 * 60, latest: 21 * 60 },
  ];
  return {
    matrix,
    drivers: Array.from({ length: DRIVERS }, () => ({
      startLocation: 0,
      endLocation: 0,
      departAt: 16 * 60,
      capacity: 120,
    })),
    stops: places.slice(1).map((_, i) => ({
      location: i + 1,
      serviceMinutes: 2,
      demand: 1 + Math.floor(random() * 3),
      window: random() < 1 / 3 ? slots[Math.floor(random() * slots.length)] : undefined,
    })),
  };
}

/** The floor: drivers in turn take the nearest stop left. */
function nearestNeighbour(problem: RoutingProblem): number {
  const left = new Set(problem.stops.map((_, i) => i));
  const at = problem.drivers.map((d) => d.startLocation);
  let travel = 0;
  for (let turn = 0; left.size > 0; turn = (turn + 1) % at.length) {
    let nearest = -1;
    let minutes = Infinity;
    for (const s of left) {
      const m = problem.matrix[at[turn]][problem.stops[s].location];
      if (m < minutes) {
        minutes = m;
        nearest = s;
      }
    }
    left.delete(nearest);
    travel += minutes;
    at[turn] = problem.stops[nearest].location;
  }
  problem.drivers.forEach((d, i) => (travel += problem.matrix[at[i]][d.endLocation]));
  return travel;
}

const problem = londonRound(Number(process.env.BENCH_SEED ?? 7));
const floorStarted = performance.now();
const floorTravel = nearestNeighbour(problem);
const floorMs = performance.now() - floorStarted;

const started = performance.now();
const cpuBefore = process.cpuUsage();
const plan = solveRound(problem);
const solverMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const solverCpuMs = (cpu.user + cpu.system) / 1000;

const row = (label: string, ms: number, travel: number) =>
  console.log(`${label.padEnd(34)} ${ms.toFixed(1).padStart(8)} ms   ${travel.toFixed(0).padStart(6)} travel minutes`);
console.log(`Round of ${STOPS} stops around London, ${DRIVERS} drivers (straight-line minutes at 25 km/h)`);
row("nearest neighbour (floor)", floorMs, floorTravel);
row("solveRound (target ≤ 2000 ms)", solverMs, plan.totalTravelMinutes);
console.log(
  `(the solver had ${solverCpuMs.toFixed(0)} ms of CPU time in those ${solverMs.toFixed(0)} ms; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`,
);
console.log(
  `stops per driver: ${plan.routes.map((r) => r.stops.length).join(", ")}; late stops: ${plan.late.length}; ` +
    `${((1 - plan.totalTravelMinutes / floorTravel) * 100).toFixed(0)}% less travel than nearest neighbour`,
);
const placed = plan.routes.flatMap((r) => r.stops).sort((a, b) => a - b);
const everyStopOnce = placed.length === STOPS && placed.every((s, i) => s === i);
if (!everyStopOnce) console.error("FAIL: not every stop is placed exactly once");
if (solverMs > TARGET_MS) console.error(`FAIL: ${solverMs.toFixed(0)} ms is over the ${TARGET_MS} ms target`);
if (plan.late.length > 0) console.error(`FAIL: ${plan.late.length} stops late`);
process.exitCode = solverMs > TARGET_MS || !everyStopOnce || plan.late.length > 0 ? 1 : 0;
