import { DELIVERY_WINDOW } from "~/features/orders/public";
import { addressParts } from "~/lib/address";
import type { RoundCollectionPoint, RoundDistrict, RoundStop } from "./round-sheet";

/**
 * On paper a district that fits on a page is never split (it moves to the next page whole); a
 * longer one runs on across pages, its heading kept with its first stops.
 */
const LONG_DISTRICT = 8;

// One grid for the header and the rows: stacked on a phone, six columns from sm and on paper.
const grid =
  "grid grid-cols-[1.5rem_2rem_minmax(0,1fr)] gap-x-3 gap-y-1 sm:grid-cols-[1.5rem_2rem_minmax(0,1.1fr)_minmax(0,1.4fr)_minmax(0,1.3fr)_minmax(0,1.5fr)] print:grid-cols-[1.25rem_1.75rem_minmax(0,1.3fr)_minmax(0,1.3fr)_minmax(0,1.1fr)_minmax(0,1.5fr)]";
// On a phone the cells after the customer line up under it.
const under = "col-start-3 sm:col-start-auto print:col-start-auto";
const card = "rounded-xl border border-stone-200 bg-white print:rounded-none print:border-stone-400";

function ColumnHeads({ place }: { place: string }) {
  return (
    <div
      aria-hidden
      className={`${grid} text-muted print:text-ink hidden border-b border-stone-300 px-4 py-2 text-xs font-semibold uppercase sm:grid print:grid print:px-2`}
    >
      <span>✓</span>
      <span>#</span>
      <span>Customer</span>
      <span>{place}</span>
      <span>Boxes</span>
      <span>Notes</span>
    </div>
  );
}

export function AllergyFlag({ note }: { note: string }) {
  return (
    <p className="rounded-md border-2 border-red-700 bg-red-50 px-2 py-1 text-sm font-bold text-red-800 print:bg-white">
      <span aria-hidden>⚠ </span>Allergy: {note}
    </p>
  );
}

interface RowProps {
  /** The stop number or collection reference, in the # column. */
  label: string;
  order: Pick<RoundStop, "name" | "phone" | "boxes" | "contents" | "allergyNote"> &
    Partial<Pick<RoundStop, "instructions" | "window">>;
  place: React.ReactNode;
  /** "SE15 5" above the first stop of each sector, when a district has several. */
  sector?: string | null;
}

function Row({ label, order, place, sector }: RowProps) {
  const { name, phone, boxes, contents, allergyNote, instructions, window } = order;
  return (
    <li className={`${grid} break-inside-avoid items-start px-4 py-3 print:px-2 print:py-1.5 print:text-[13px]`}>
      {sector ? (
        <p className="text-muted print:text-ink col-span-full -mt-1 mb-1 text-xs font-semibold tracking-wide uppercase">
          Sector {sector}
        </p>
      ) : null}
      <input
        type="checkbox"
        aria-label={`${label}: ${name} done`}
        className="accent-brand-600 mt-0.5 size-5 print:size-4"
      />
      <span className="font-bold tabular-nums">{label}</span>
      <div>
        <p className="font-semibold">{name}</p>
        <a
          href={`tel:${phone.replace(/[^\d+]/g, "")}`}
          className="text-brand-700 print:text-ink text-sm underline-offset-2 hover:underline"
        >
          {phone}
        </a>
      </div>
      <div className={`${under} text-sm`}>{place}</div>
      <div className={`${under} text-sm`}>
        <p className="font-semibold">{boxes === 1 ? "1 box" : `${boxes} boxes`}</p>
        <p className="text-muted print:text-ink text-xs">{contents.join(", ")}</p>
      </div>
      <div className={`${under} flex flex-col gap-1 text-sm`}>
        {allergyNote ? <AllergyFlag note={allergyNote} /> : null}
        {window ? <p className="font-semibold">{DELIVERY_WINDOW[window].label}</p> : null}
        {instructions ? <p>{instructions}</p> : null}
        {!allergyNote && !instructions && !window ? (
          <span className="text-muted hidden sm:inline print:inline">—</span>
        ) : null}
      </div>
    </li>
  );
}

export function DistrictSection({ district }: { district: RoundDistrict }) {
  const long = district.stops.length > LONG_DISTRICT;
  const sectors = new Set(district.stops.map((s) => s.sector)).size > 1;
  const id = `district-${district.district.replace(/\W/g, "")}`;
  return (
    <section aria-labelledby={id} className={`${card} ${long ? "" : "print:break-inside-avoid"}`}>
      <h3
        id={id}
        className="flex break-after-avoid flex-wrap items-baseline gap-x-3 border-b border-stone-200 px-4 py-3 print:px-2 print:py-1"
      >
        <span className="text-xl font-bold">{district.district}</span>{" "}
        <span className="text-muted print:text-ink text-sm">
          {district.stops.length === 1 ? "1 stop" : `${district.stops.length} stops`} ·{" "}
          {district.boxes === 1 ? "1 box" : `${district.boxes} boxes`}
        </span>
      </h3>
      <ColumnHeads place="Address" />
      <ol className="divide-y divide-stone-200">
        {district.stops.map((s, i) => (
          <Row
            key={s.orderId}
            sector={sectors && s.sector !== district.stops[i - 1]?.sector ? s.sector : null}
            label={String(s.stop)}
            order={s}
            place={<StopAddress stop={s} />}
          />
        ))}
      </ol>
    </section>
  );
}

export function PointSection({ point }: { point: RoundCollectionPoint }) {
  return (
    <section aria-label={`Collection point ${point.name}`} className={`${card} print:break-inside-avoid`}>
      <div className="border-b border-stone-200 px-4 py-3 print:px-2 print:py-1">
        <h3 className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-xl font-bold">{point.name}</span>{" "}
          <span className="text-muted print:text-ink text-sm">
            {point.collections.length === 1 ? "1 order" : `${point.collections.length} orders`} ·{" "}
            {point.boxes === 1 ? "1 box" : `${point.boxes} boxes`}
          </span>
        </h3>
        {point.details ? <p className="text-muted print:text-ink text-sm">{point.details}</p> : null}
      </div>
      <ColumnHeads place="Order" />
      <ol className="divide-y divide-stone-200">
        {point.collections.map((c) => (
          <Row key={c.orderId} label={c.ref} order={c} place={<p>{c.orderNumber}</p>} />
        ))}
      </ol>
    </section>
  );
}

/** The street line, then the town (unless the street line already ends with it) and the postcode in bold. */
function StopAddress({ stop }: { stop: RoundStop }) {
  const [street, ...town] = addressParts(stop.address, stop.city);
  return (
    <>
      <p>{street}</p>
      <p>
        {town.join(", ")} <span className="font-bold whitespace-nowrap">{stop.postcode}</span>
      </p>
    </>
  );
}
