import { z } from "zod";
import { INVALID_POSTCODE_MESSAGE, parsePostcode } from "../postcode-match";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().trim().regex(TIME, "Please enter a time such as 11:00").optional();

/**
 * A required text. An empty field arrives as nothing; it is refused by a refinement rather than
 * by its type, so its message comes with the other fields' (the hours' included), not alone.
 */
const required = (message: string, max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .refine((value) => Boolean(value), message)
    .transform((value) => value ?? "");

export const NO_HOURS_MESSAGE = "Please give collection hours for Saturday, Sunday or both";

/** Hours as customers read them: "11:00 - 14:00". */
export const formatHours = (from: string, until: string) => `${from} - ${until}`;

/** "11:00 - 14:00" back into its two times (empty when the text is not in that shape). */
export function splitHours(hours: string): { from: string; until: string } {
  const match = /^\s*(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})\s*$/.exec(hours);
  const pad = (t: string) => t.padStart(5, "0");
  return match ? { from: pad(match[1]), until: pad(match[2]) } : { from: "", until: "" };
}

/** A collection point of the Settings tab: add or edit (its hours for Saturday and for Sunday). */
export const CollectionPointSchema = z
  .object({
    id: z.uuid().optional(),
    name: required("Please enter the collection point's name", 120, "Name must be at most 120 characters"),
    address: required("Please enter the address", 300, "Address must be at most 300 characters"),
    postcode: required("Please enter the postcode", 16, INVALID_POSTCODE_MESSAGE)
      .refine((value) => value === "" || parsePostcode(value) !== null, INVALID_POSTCODE_MESSAGE)
      .transform((value) => parsePostcode(value)?.postcode ?? value),
    instructions: z.string().trim().max(500, "Instructions must be at most 500 characters").optional(),
    saturdayFrom: time,
    saturdayUntil: time,
    sundayFrom: time,
    sundayUntil: time,
  })
  .superRefine((value, ctx) => {
    for (const day of ["saturday", "sunday"] as const) {
      const label = day === "saturday" ? "Saturday" : "Sunday";
      const from = value[`${day}From`];
      const until = value[`${day}Until`];
      if (from && !until)
        ctx.addIssue({ code: "custom", path: [`${day}Until`], message: `Please enter when ${label} collection ends` });
      if (!from && until)
        ctx.addIssue({ code: "custom", path: [`${day}From`], message: `Please enter when ${label} collection starts` });
      if (from && until && TIME.test(from) && TIME.test(until) && until <= from)
        ctx.addIssue({
          code: "custom",
          path: [`${day}Until`],
          message: `${label} collection must end after it starts`,
        });
    }
    if (!value.saturdayFrom && !value.saturdayUntil && !value.sundayFrom && !value.sundayUntil)
      ctx.addIssue({ code: "custom", path: ["saturdayFrom"], message: NO_HOURS_MESSAGE });
  });

export type CollectionPointInput = z.infer<typeof CollectionPointSchema>;
