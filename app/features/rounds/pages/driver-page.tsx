import { AlertTriangle, Camera, Check, MapPin, Navigation, Phone, X } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { formatLongDate } from "~/lib/dates";
import type { StopView } from "../round-view.server";
import type { loadDriverPage } from "./driver.server";
import { enqueueAction, queuedActions, sendQueued, shrinkPhoto, type QueuedAction } from "./driver-queue";

type DriverPageData = Awaited<ReturnType<typeof loadDriverPage>> & { actionUrl: string };

const REASONS = ["Nobody at home", "Could not get in", "Address not found", "Customer refused"];

/** The phone's maps app, to the stop's position (or its address when it has none). */
function navigateHref(stop: StopView) {
  const destination = stop.position ? `${stop.position.lat},${stop.position.lng}` : `${stop.address}, ${stop.postcode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/**
 * The driver's round on a phone (375 px first): the stops in order, each with what the driver needs
 * at the door, "Delivered" (with a photo if they like) or "Couldn't deliver". Actions are kept on
 * the phone and sent in order; without a connection they wait and go when it comes back.
 */
export function DriverPage({ date, driver, businessName, actionUrl }: DriverPageData) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<QueuedAction[]>([]);
  const [offline, setOffline] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const flush = useCallback(async () => {
    const result = await sendQueued(actionUrl);
    setOffline(result.offline);
    if (result.errors.length) setErrors(result.errors);
    setPending(await queuedActions());
    if (!result.offline) await revalidator.revalidate();
  }, [actionUrl, revalidator]);

  useEffect(() => {
    void queuedActions().then((queued) => {
      setPending(queued);
      if (queued.length) void flush();
    });
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
    // Once, on opening the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // While something waits, try again every 15 seconds (an "online" event is not always sent).
  useEffect(() => {
    if (!pending.length) return;
    const timer = setInterval(() => void flush(), 15_000);
    return () => clearInterval(timer);
  }, [pending.length, flush]);

  const act = async (action: Omit<QueuedAction, "id" | "at">) => {
    await enqueueAction({ ...action, id: crypto.randomUUID(), at: Date.now() });
    setPending(await queuedActions());
    await flush();
  };

  const started = Boolean(driver.startedAt) || pending.some((a) => a.intent === "start");
  const waiting = (stopId: string) => pending.find((a) => a.stopId === stopId);
  const done = driver.stops.filter((s) => s.outcome || waiting(s.id)).length;

  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col gap-4 bg-stone-50 p-4">
      <header>
        <p className="text-muted text-sm">{businessName}</p>
        <h1 className="text-2xl font-bold">{driver.name}&apos;s round</h1>
        <p className="text-muted text-sm">
          {formatLongDate(date)} · leave {driver.startLabel} at {driver.startTime} · {driver.stops.length}{" "}
          {driver.stops.length === 1 ? "stop" : "stops"} · {driver.boxes} {driver.boxes === 1 ? "box" : "boxes"}
        </p>
        <p className="mt-1 text-sm font-medium" aria-live="polite">
          {done} of {driver.stops.length} done
        </p>
      </header>

      {offline || pending.length ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="queue-status"
        >
          {offline
            ? `No connection: ${pending.length} ${pending.length === 1 ? "action waits" : "actions wait"} on this phone and will be sent when you are back online.`
            : `Sending ${pending.length} ${pending.length === 1 ? "action" : "actions"}…`}
        </p>
      ) : null}
      {errors.map((error, i) => (
        <p key={i} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ))}

      {started ? null : (
        <Button size="lg" className="h-14 text-lg" onClick={() => void act({ intent: "start" })}>
          Start round
        </Button>
      )}

      <ol className="flex flex-col gap-3">
        {driver.stops.map((stop) => (
          <DriverStop
            key={stop.id}
            stop={stop}
            queued={waiting(stop.id)}
            onDone={(action) => void act({ ...action, stopId: stop.id })}
          />
        ))}
      </ol>
      <p className="text-muted text-center text-sm">Then back to {driver.endLabel}.</p>
    </main>
  );
}

function DriverStop({
  stop,
  queued,
  onDone,
}: {
  stop: StopView;
  queued: QueuedAction | undefined;
  onDone: (action: Pick<QueuedAction, "intent" | "reason" | "photo">) => void;
}) {
  const [mode, setMode] = useState<"idle" | "delivered" | "failed">("idle");
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [reason, setReason] = useState(REASONS[0]);
  const [other, setOther] = useState("");
  const id = useId();
  const outcome =
    stop.outcome ?? (queued?.intent === "delivered" ? "delivered" : queued?.intent === "failed" ? "failed" : null);
  const headingId = `${id}-heading`;

  return (
    <li
      aria-labelledby={headingId}
      className={`rounded-xl border bg-white p-4 shadow-sm ${outcome ? "border-stone-200 opacity-80" : "border-stone-300"}`}
      data-testid="driver-stop"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          <span className="bg-brand-700 mr-2 inline-flex size-7 items-center justify-center rounded-full text-sm text-white">
            {stop.sequence}
          </span>
          {stop.title}
        </h2>
        <span className="text-sm font-medium whitespace-nowrap">≈ {stop.arrival}</span>
      </div>
      <p className="mt-1 flex gap-1 text-sm">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {stop.address}, {stop.postcode}
        </span>
      </p>
      {stop.windowLabel ? <p className="text-sm">Window: {stop.windowLabel}</p> : null}
      <p className="mt-1 text-sm">
        <strong>
          {stop.boxes} {stop.boxes === 1 ? "box" : "boxes"}
        </strong>
        : {stop.contents.join("; ")}
      </p>
      {stop.allergyNotes.length ? (
        <p className="mt-1 flex gap-1 rounded bg-red-50 p-2 text-sm font-medium text-red-900">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden /> Allergy: {stop.allergyNotes.join("; ")}
        </p>
      ) : null}
      {stop.instructions ? <p className="mt-1 text-sm italic">“{stop.instructions}”</p> : null}

      <div className="mt-3 grid grid-cols-2 gap-2">
        <a
          href={navigateHref(stop)}
          target="_blank"
          rel="noreferrer"
          className="flex h-11 items-center justify-center gap-1 rounded-lg border border-stone-300 text-sm font-medium"
        >
          <Navigation className="size-4" aria-hidden /> Navigate
        </a>
        {stop.phone ? (
          <a
            href={`tel:${stop.phone.replace(/\s+/g, "")}`}
            aria-label={`Call ${stop.phone}`}
            className="flex h-11 items-center justify-center gap-1 rounded-lg border border-stone-300 text-sm font-medium"
          >
            <Phone className="size-4" aria-hidden /> Call
          </a>
        ) : null}
      </div>

      {outcome ? (
        <p className="mt-3 text-sm font-semibold" role="status">
          {outcome === "delivered" ? (
            <>
              <Check className="mr-1 inline size-4 text-green-700" aria-hidden />
              Delivered
            </>
          ) : (
            <>
              <X className="mr-1 inline size-4 text-red-700" aria-hidden />
              Not delivered: {stop.failureReason ?? queued?.reason}
            </>
          )}
          {queued && !stop.outcome ? " · waiting to send" : ""}
        </p>
      ) : mode === "idle" ? (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <Button className="h-12" onClick={() => setMode("delivered")}>
            Delivered
          </Button>
          <Button variant="outline" className="h-12" onClick={() => setMode("failed")}>
            Couldn&apos;t deliver
          </Button>
        </div>
      ) : mode === "delivered" ? (
        <div className="mt-3 flex flex-col gap-2">
          <label htmlFor={`${id}-photo`} className="flex items-center gap-1 text-sm font-medium">
            <Camera className="size-4" aria-hidden /> Photo (optional)
          </label>
          <input
            id={`${id}-photo`}
            type="file"
            accept="image/*"
            capture="environment"
            className="text-sm"
            onChange={async (e) => {
              const file = e.currentTarget.files?.[0];
              setPhoto(file ? await shrinkPhoto(file) : null);
            }}
          />
          <div className="grid grid-cols-2 gap-2">
            <Button className="h-12" onClick={() => onDone({ intent: "delivered", ...(photo ? { photo } : {}) })}>
              Confirm delivered
            </Button>
            <Button variant="outline" className="h-12" onClick={() => setMode("idle")}>
              Back
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-col gap-2">
          <fieldset className="flex flex-col gap-1 text-sm">
            <legend className="font-medium">Why not?</legend>
            {[...REASONS, "Other"].map((r) => (
              <label key={r} className="flex items-center gap-2 py-1">
                <input type="radio" name={`${id}-reason`} checked={reason === r} onChange={() => setReason(r)} /> {r}
              </label>
            ))}
          </fieldset>
          {reason === "Other" ? (
            <input
              aria-label="Reason"
              className="h-11 rounded-lg border border-stone-300 px-3 text-sm"
              value={other}
              maxLength={300}
              onChange={(e) => setOther(e.currentTarget.value)}
            />
          ) : null}
          <div className="grid grid-cols-2 gap-2">
            <Button
              className="h-12"
              disabled={reason === "Other" && !other.trim()}
              onClick={() => onDone({ intent: "failed", reason: reason === "Other" ? other.trim() : reason })}
            >
              Confirm
            </Button>
            <Button variant="outline" className="h-12" onClick={() => setMode("idle")}>
              Back
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
