import { z } from "zod";
import { upcomingDeliveryDates } from "~/features/orders/public.server";
import { failed, succeeded } from "~/lib/action-result.server";
import { csvDownload } from "~/lib/csv";
import { todayInLondon, weekendSaturday } from "~/lib/dates";
import { dispatchIntent } from "~/lib/intents.server";
import { storage } from "~/lib/storage.server";
import { contentTypeOf } from "~/lib/storage/storage";
import { stopPhotoKey } from "../driver.server";
import { driverOfOrder, moveStop, planRound, retimeDrivers } from "../planning.server";
import { setStopPosition } from "../round-input.server";
import { roundView } from "../round-view.server";
import { roundCsv } from "../round-csv";
import { MoveStopSchema, PlanRoundSchema, StopPositionSchema } from "../schemas";

const requestedDate = (request: Request) => z.iso.date().safeParse(new URL(request.url).searchParams.get("date"));

/** The rounds page: the URL's date (else the next date with orders, else the coming Saturday). */
export async function loadRoundsPage(request: Request) {
  const requested = requestedDate(request);
  const today = todayInLondon();
  const upcoming = await upcomingDeliveryDates(today);
  const date = requested.success ? requested.data : (upcoming[0]?.date ?? weekendSaturday(today));
  const round = await roundView(date);
  const origin = new URL(request.url).origin;
  return {
    round: { ...round, drivers: round.drivers.map((d) => ({ ...d, link: `${origin}${d.path}` })) },
    upcoming,
  };
}

/** Plan, move a stop (drag, arrows or another driver), put a stop where it really is. */
export async function roundsAction(request: Request) {
  return dispatchIntent(request, {
    plan: async (form) => {
      const parsed = PlanRoundSchema.safeParse({
        date: form.get("date"),
        drivers: form.getAll("name").map((name, i) => ({
          name,
          start: form.getAll("start")[i] ?? "",
          end: form.getAll("end")[i] ?? "",
          startTime: form.getAll("startTime")[i] ?? "",
        })),
      });
      if (!parsed.success) return failed("Failed to plan the round", { description: parsed.error.issues[0].message });
      const outcome = await planRound(parsed.data.date, parsed.data.drivers);
      if (!outcome.ok) return failed("Failed to plan the round", { description: outcome.error });
      const notes = [
        outcome.unplaced.length ? `Without a position (not planned): ${outcome.unplaced.join(", ")}.` : "",
        outcome.late.length ? `Cannot be reached in their window: ${outcome.late.join(", ")}.` : "",
        outcome.fallback ? "The routing service did not answer: times are from straight lines." : "",
      ].filter(Boolean);
      return succeeded({
        title: `Round planned: ${outcome.planned} ${outcome.planned === 1 ? "stop" : "stops"}`,
        description: notes.join(" ") || undefined,
      });
    },
    move: async (form) => {
      const parsed = MoveStopSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return failed("Failed to move the stop", { description: parsed.error.issues[0].message });
      const error = await moveStop(parsed.data.stopId, parsed.data.driverId, parsed.data.index);
      return error ? failed("Failed to move the stop", { description: error, status: 409 }) : succeeded("Stop moved");
    },
    position: async (form) => {
      const parsed = StopPositionSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success)
        return failed("Failed to move the stop's position", { description: parsed.error.issues[0].message });
      const { orderId, lat, lng } = parsed.data;
      await setStopPosition(orderId, { lat, lng });
      const driverId = await driverOfOrder(orderId);
      if (driverId) await retimeDrivers([driverId]);
      return succeeded("Position saved");
    },
  });
}

/** GET /admin/orders/rounds.csv?date=YYYY-MM-DD: every driver's stops in order, with arrival times. */
export async function roundCsvResponse(request: Request) {
  const date = requestedDate(request);
  if (!date.success) return new Response("Please choose a delivery date (YYYY-MM-DD).", { status: 400 });
  return csvDownload(roundCsv(await roundView(date.data)), `round-${date.data}.csv`);
}

/** GET /admin/orders/rounds/photo/:stopId: a stop's proof-of-delivery photo. */
export async function stopPhotoResponse(stopId: string | undefined) {
  const id = z.uuid().safeParse(stopId);
  const key = id.success ? await stopPhotoKey(id.data) : null;
  const body = key ? await storage.get(key) : null;
  if (!key || !body) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(body), {
    headers: { "Content-Type": contentTypeOf(key), "Cache-Control": "private, max-age=3600" },
  });
}
