import { AlertTriangle, ArrowDown, ArrowUp, Download, GripVertical, Plus, Printer, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Form, Link, useFetcher, useSubmit } from "react-router";
import { useActionToast } from "~/components/admin/action-toast";
import { FormField } from "~/components/form-kit";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatLongDate, formatShortDate } from "~/lib/dates";
import type { ActionResult } from "~/lib/action-result";
import type { RoundPlace } from "../round-input.server";
import type { StopView } from "../round-view.server";
import type { loadRoundsPage } from "./rounds.server";
import { RoundMap, type MapDriver } from "./round-map";

type RoundsData = Awaited<ReturnType<typeof loadRoundsPage>>;
type Driver = RoundsData["round"]["drivers"][number];

const COLORS = ["#b45309", "#1d4ed8", "#15803d", "#7e22ce", "#be123c", "#0f766e", "#a16207", "#4338ca"];

const PRINT_CSS = `@media print {
  @page { size: A4; margin: 10mm; }
  body > div.bg-amber-300, header, [data-sonner-toaster] { display: none !important; }
  body, main, body > div { background: white !important; }
}`;

interface DriverRow {
  name: string;
  start: string;
  end: string;
  startTime: string;
}

/**
 * The delivery rounds of a date (decision 041): plan them for one or more drivers, see them on the
 * map, reorder by dragging (or the arrows), give a stop to another driver, put a stop where it
 * really is, print, download, and send each driver their page.
 */
export function RoundsPage({ round, upcoming, actionData }: RoundsData & { actionData?: ActionResult | null }) {
  useActionToast(actionData);
  const mover = useFetcher<ActionResult>();
  useActionToast(mover);
  const submit = useSubmit();
  const move = (stopId: string, driverId: string, index: number) =>
    mover.submit({ intent: "move", stopId, driverId, index: String(index) }, { method: "post" });
  const place = (orderId: string, position: { lat: number; lng: number }) =>
    mover.submit(
      { intent: "position", orderId, lat: String(position.lat), lng: String(position.lng) },
      { method: "post" },
    );

  const mapDrivers: MapDriver[] = useMemo(
    () =>
      round.drivers.map((d, i) => ({
        id: d.id,
        color: COLORS[i % COLORS.length],
        start: d.start,
        end: d.end,
        stops: d.stops.map((s) => ({
          key: s.key,
          orderId: s.orderId,
          sequence: s.sequence,
          title: s.title,
          position: s.position,
        })),
      })),
    [round.drivers],
  );
  const totalStops = round.drivers.reduce((n, d) => n + d.stops.length, 0);

  return (
    <main id="main" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Delivery rounds: {formatLongDate(round.date)}</h1>
        <p className="text-muted text-sm">
          {totalStops
            ? `${totalStops} ${totalStops === 1 ? "stop" : "stops"} planned for ${round.drivers.length} ${round.drivers.length === 1 ? "driver" : "drivers"}.`
            : "No round planned for this date yet."}{" "}
          <Link to={`/admin/orders/round-sheet?date=${round.date}`} className="text-brand-700 underline">
            Round sheet by district
          </Link>
        </p>
      </div>

      <div className="flex flex-wrap items-end gap-2 print:hidden">
        <Form method="get" className="flex items-end gap-2">
          <FormField
            label="Delivery date"
            id="rounds-date"
            name="date"
            type="date"
            defaultValue={round.date}
            className="w-44"
            onChange={(e) => e.currentTarget.value && submit(e.currentTarget.form)}
          />
          <Button type="submit" variant="outline">
            Show
          </Button>
        </Form>
        <Button variant="outline" onClick={() => window.print()} disabled={!totalStops}>
          <Printer className="size-4" aria-hidden /> Print
        </Button>
        <a
          href={`/admin/orders/rounds.csv?date=${round.date}`}
          className={buttonVariants({ variant: "outline" })}
          download
        >
          <Download className="size-4" aria-hidden /> Download CSV
        </a>
        {upcoming.length ? (
          <nav aria-label="Upcoming delivery dates" className="flex flex-wrap gap-1">
            {upcoming.map((u) => (
              <Link
                key={u.date}
                to={`?date=${u.date}`}
                aria-current={u.date === round.date ? "page" : undefined}
                className="rounded-full border border-stone-300 px-3 py-1 text-sm aria-[current=page]:bg-stone-800 aria-[current=page]:text-white"
              >
                {formatShortDate(u.date)} ({u.orders})
              </Link>
            ))}
          </nav>
        ) : null}
      </div>

      <PlanForm date={round.date} drivers={round.drivers} kitchen={round.kitchen.label} />

      <Notices round={round} />

      {totalStops ? <RoundMap drivers={mapDrivers} kitchen={round.kitchen.position} onMove={place} /> : null}

      {round.drivers.map((driver, i) => (
        <DriverRoute
          key={driver.id}
          driver={driver}
          color={COLORS[i % COLORS.length]}
          drivers={round.drivers}
          onMove={move}
        />
      ))}
    </main>
  );
}

function PlanForm({ date, drivers, kitchen }: { date: string; drivers: Driver[]; kitchen: string }) {
  const initial: DriverRow[] = drivers.length
    ? drivers.map((d) => ({
        name: d.name,
        start: d.startLabel === kitchen ? "" : d.startLabel,
        end: d.endLabel === kitchen ? "" : d.endLabel,
        startTime: d.startTime,
      }))
    : [{ name: "Driver 1", start: "", end: "", startTime: "10:00" }];
  const [rows, setRows] = useState<DriverRow[]>(initial);
  const planner = useFetcher<ActionResult>();
  useActionToast(planner);
  const busy = planner.state !== "idle";
  const update = (i: number, change: Partial<DriverRow>) =>
    setRows((all) => all.map((row, j) => (j === i ? { ...row, ...change } : row)));

  return (
    <section aria-labelledby="plan-heading" className="rounded-xl border border-stone-300 bg-white p-4 print:hidden">
      <h2 id="plan-heading" className="text-lg font-semibold">
        Plan the round
      </h2>
      <p className="text-muted text-sm">
        Each driver starts and ends at the kitchen ({kitchen}) unless you give a postcode. Planning again replaces the
        round (until a driver has started).
      </p>
      <planner.Form method="post" className="mt-3 flex flex-col gap-3">
        <input type="hidden" name="intent" value="plan" />
        <input type="hidden" name="date" value={date} />
        {rows.map((row, i) => (
          <fieldset key={i} className="grid grid-cols-2 items-end gap-2 md:grid-cols-[1fr_10rem_10rem_8rem_auto]">
            <legend className="sr-only">Driver {i + 1}</legend>
            <FormField
              label="Driver"
              id={`driver-${i}-name`}
              name="name"
              value={row.name}
              onChange={(e) => update(i, { name: e.currentTarget.value })}
              maxLength={60}
            />
            <FormField
              label="Start postcode"
              id={`driver-${i}-start`}
              name="start"
              value={row.start}
              placeholder="Kitchen"
              onChange={(e) => update(i, { start: e.currentTarget.value })}
            />
            <FormField
              label="End postcode"
              id={`driver-${i}-end`}
              name="end"
              value={row.end}
              placeholder="Kitchen"
              onChange={(e) => update(i, { end: e.currentTarget.value })}
            />
            <FormField
              label="Start time"
              id={`driver-${i}-time`}
              name="startTime"
              type="time"
              value={row.startTime}
              onChange={(e) => update(i, { startTime: e.currentTarget.value })}
              required
            />
            <Button
              type="button"
              variant="outline"
              aria-label={`Remove driver ${i + 1}`}
              disabled={rows.length === 1}
              onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              setRows((all) => [...all, { name: `Driver ${all.length + 1}`, start: "", end: "", startTime: "10:00" }])
            }
          >
            <Plus className="size-4" aria-hidden /> Add driver
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Planning…" : "Plan round"}
          </Button>
        </div>
      </planner.Form>
    </section>
  );
}

function Notices({ round }: { round: RoundsData["round"] }) {
  const lacking = new Set(round.lacking.map((p) => p.key));
  const notPlanned = round.unplanned.filter((p) => !lacking.has(p.key));
  return (
    <>
      {round.geocoderOffline ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          The postcode service could not be reached: positions found earlier (and the ones you set) are used.
        </p>
      ) : null}
      {round.lacking.length ? (
        <section
          aria-labelledby="lacking-heading"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 print:hidden"
        >
          <h2 id="lacking-heading" className="font-semibold">
            {round.lacking.length} {round.lacking.length === 1 ? "stop has" : "stops have"} no position and cannot be
            planned
          </h2>
          <ul className="mt-2 flex flex-col gap-2">
            {round.lacking.map((p) => (
              <LackingStop key={p.key} place={p} />
            ))}
          </ul>
        </section>
      ) : null}
      {round.drivers.length && notPlanned.length ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Not on the round yet (ordered since it was planned): {notPlanned.map((p) => p.title).join(", ")}. Plan the
          round again to include {notPlanned.length === 1 ? "it" : "them"}.
        </p>
      ) : null}
    </>
  );
}

/** A stop without a position: the owner types where it is (the map's markers can be dragged once it has one). */
function LackingStop({ place }: { place: RoundPlace }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  return (
    <li className="flex flex-col gap-1">
      <span>
        <strong>{place.title}</strong>, {place.address} {place.postcode}
      </span>
      {place.orderId ? (
        <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="position" />
          <input type="hidden" name="orderId" value={place.orderId} />
          <FormField
            label="Latitude"
            id={`${place.key}-lat`}
            name="lat"
            inputMode="decimal"
            className="w-32"
            required
          />
          <FormField
            label="Longitude"
            id={`${place.key}-lng`}
            name="lng"
            inputMode="decimal"
            className="w-32"
            required
          />
          <Button type="submit" variant="outline">
            Set position
          </Button>
        </fetcher.Form>
      ) : (
        <span>Check the collection point&apos;s postcode in the Delivery tab.</span>
      )}
    </li>
  );
}

function DriverRoute({
  driver,
  color,
  drivers,
  onMove,
}: {
  driver: Driver;
  color: string;
  drivers: Driver[];
  onMove: (stopId: string, driverId: string, index: number) => void;
}) {
  const [over, setOver] = useState<number | null>(null);
  const headingId = `driver-${driver.id}-heading`;
  const drop = (e: React.DragEvent, index: number) => {
    e.preventDefault();
    setOver(null);
    const stopId = e.dataTransfer.getData("text/x-round-stop");
    if (stopId) onMove(stopId, driver.id, index);
  };
  const last = driver.stops.at(-1);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-300 bg-white p-4 print:break-after-page"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          <span className="mr-2 inline-block size-3 rounded-full" style={{ background: color }} aria-hidden />
          {driver.name}: {driver.stops.length} {driver.stops.length === 1 ? "stop" : "stops"}, {driver.boxes}{" "}
          {driver.boxes === 1 ? "box" : "boxes"}
        </h2>
        <p className="text-muted text-sm">
          Leaves {driver.startLabel} at {driver.startTime}
          {last ? `, last stop ≈ ${last.arrival}` : ""}, back to {driver.endLabel}
          {driver.startedAt ? " · started" : ""}
        </p>
      </div>
      <p className="mt-1 text-sm print:hidden">
        Driver&apos;s page:{" "}
        <a href={driver.path} className="text-brand-700 break-all underline" data-testid="driver-link">
          {driver.link}
        </a>
      </p>
      <ol
        className="mt-3 flex flex-col divide-y divide-stone-200"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => drop(e, driver.stops.length)}
      >
        {driver.stops.map((stop, index) => (
          <li
            key={stop.id}
            draggable
            onDragStart={(e) => e.dataTransfer.setData("text/x-round-stop", stop.id)}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={(e) => {
              e.stopPropagation();
              drop(e, index);
            }}
            className={`flex items-start gap-3 py-2 ${over === index ? "border-t-2 border-t-stone-800" : ""}`}
            data-testid="round-stop"
          >
            <GripVertical className="text-muted mt-1 size-4 shrink-0 cursor-grab print:hidden" aria-hidden />
            <StopLine stop={stop} />
            <div className="flex shrink-0 items-center gap-1 print:hidden">
              <Button
                variant="outline"
                size="sm"
                aria-label={`Move ${stop.title} up`}
                disabled={index === 0}
                onClick={() => onMove(stop.id, driver.id, index - 1)}
              >
                <ArrowUp className="size-4" aria-hidden />
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Move ${stop.title} down`}
                disabled={index === driver.stops.length - 1}
                onClick={() => onMove(stop.id, driver.id, index + 1)}
              >
                <ArrowDown className="size-4" aria-hidden />
              </Button>
              {drivers.length > 1 ? (
                <select
                  aria-label={`Driver for ${stop.title}`}
                  className="h-8 rounded-md border border-stone-300 px-1 text-sm"
                  value={driver.id}
                  onChange={(e) => onMove(stop.id, e.currentTarget.value, Number.MAX_SAFE_INTEGER)}
                >
                  {drivers.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}
                    </option>
                  ))}
                </select>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function StopLine({ stop }: { stop: StopView }) {
  return (
    <div className="min-w-0 flex-1 text-sm">
      <p className="font-medium">
        <span className="mr-2 tabular-nums">
          {stop.sequence}. ≈ {stop.arrival}
        </span>
        {stop.title}
        {stop.kind === "point" ? " (collection point)" : ""}
        {stop.late ? (
          <span className="ml-2 rounded bg-red-100 px-1 text-xs font-semibold text-red-800">outside its window</span>
        ) : null}
      </p>
      <p>
        {stop.address}, {stop.postcode}
        {stop.windowLabel ? ` · ${stop.windowLabel}` : ""} · {stop.boxes} {stop.boxes === 1 ? "box" : "boxes"}
        {stop.phone ? ` · ${stop.phone}` : ""}
      </p>
      {stop.allergyNotes.length ? (
        <p className="font-medium text-red-800">
          <AlertTriangle className="mr-1 inline size-4" aria-hidden />
          Allergy: {stop.allergyNotes.join("; ")}
        </p>
      ) : null}
      {stop.instructions ? <p className="italic">“{stop.instructions}”</p> : null}
      {stop.outcome ? (
        <p className={stop.outcome === "delivered" ? "text-green-800" : "text-red-800"}>
          {stop.outcome === "delivered" ? "Delivered" : `Not delivered: ${stop.failureReason}`}
          {stop.hasPhoto ? (
            <>
              {" · "}
              <a href={`/admin/orders/rounds/photo/${stop.id}`} className="underline" target="_blank" rel="noreferrer">
                photo
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
