import { z } from "zod";

const postcodeOrKitchen = z.string().trim().max(10, "Please enter a UK postcode, or leave it empty for the kitchen");

export const DriverPlanSchema = z.object({
  name: z.string().trim().max(60, "A driver's name is at most 60 characters"),
  start: postcodeOrKitchen,
  end: postcodeOrKitchen,
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please give each driver's start time as HH:MM"),
});

export const PlanRoundSchema = z.object({
  date: z.iso.date("Please choose a delivery date"),
  drivers: z.array(DriverPlanSchema).min(1, "Please add at least one driver").max(10, "At most 10 drivers"),
});

export const MoveStopSchema = z.object({
  stopId: z.uuid("Please choose a stop"),
  driverId: z.uuid("Please choose a driver"),
  index: z.coerce.number().int().min(0, "Please choose a place on the route").max(1000),
});

export const StopPositionSchema = z.object({
  orderId: z.uuid("Please choose a stop"),
  lat: z.coerce.number().min(49, "That position is not in the UK").max(61, "That position is not in the UK"),
  lng: z.coerce.number().min(-9, "That position is not in the UK").max(2.5, "That position is not in the UK"),
});

/** What the driver's page sends (each action queued on the phone until it is sent). */
export const DriverActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("start") }),
  z.object({ intent: z.literal("delivered"), stopId: z.uuid() }),
  z.object({
    intent: z.literal("failed"),
    stopId: z.uuid(),
    reason: z.string().trim().min(1, "Please say why the box could not be delivered").max(300),
  }),
]);
