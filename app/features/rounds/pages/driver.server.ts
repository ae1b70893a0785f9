import { data } from "react-router";
import { getBusinessSettings } from "~/features/settings/public.server";
import { completeStop, startRound } from "../driver.server";
import { driverDate, roundView, validDriverLink } from "../round-view.server";
import { DriverActionSchema } from "../schemas";

const notFound = () => data("This round's link is not valid: please ask for a new one", { status: 404 });

/** A driver's link names the driver and carries the server's signature; anything else is not found. */
async function signedDriver(params: { driverId?: string; signature?: string }) {
  const { driverId = "", signature = "" } = params;
  if (!/^[0-9a-f-]{36}$/.test(driverId) || !validDriverLink(driverId, signature)) return null;
  const date = await driverDate(driverId);
  return date ? { driverId, date } : null;
}

/** The driver's page: their stops in order, with what is done. */
export async function loadDriverPage(params: { driverId?: string; signature?: string }) {
  const driver = await signedDriver(params);
  if (!driver) throw notFound();
  const [round, settings] = await Promise.all([roundView(driver.date, driver.driverId), getBusinessSettings()]);
  const view = round.drivers[0];
  if (!view) throw notFound();
  return { date: driver.date, driver: view, businessName: settings.businessName };
}

/**
 * POST from the driver's page (or its queue, once back online): start, delivered (with an optional
 * photo) or couldn't deliver. Answers JSON; a repeated action is answered as done.
 */
export async function driverActionResponse(request: Request, params: { driverId?: string; signature?: string }) {
  const driver = await signedDriver(params);
  if (!driver) return Response.json({ ok: false, error: "This round's link is not valid" }, { status: 404 });
  const form = await request.formData();
  const parsed = DriverActionSchema.safeParse(Object.fromEntries([...form].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) return Response.json({ ok: false, error: parsed.error.issues[0].message }, { status: 400 });
  const action = parsed.data;
  if (action.intent === "start") {
    await startRound(driver.driverId);
    return Response.json({ ok: true });
  }
  const photo = form.get("photo");
  const error = await completeStop(
    driver.driverId,
    action.stopId,
    action.intent === "delivered"
      ? { kind: "delivered", photo: photo instanceof File ? photo : null }
      : { kind: "failed", reason: action.reason },
  );
  return error ? Response.json({ ok: false, error }, { status: 400 }) : Response.json({ ok: true });
}
