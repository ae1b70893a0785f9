import { z } from "zod";

/** The guest's request: the address to send the link to. */
export const DataRequestSchema = z.object({
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .toLowerCase()
    .min(1, "Please enter your email address")
    .max(254, "Email address must be at most 254 characters")
    .pipe(z.email({ error: "Please enter a valid email address." })),
});

/** Which file the download is: one JSON document, or a zip of CSV files. */
export const ExportFormatSchema = z.enum(["json", "csv"]);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

/**
 * The erasure's confirmation: the person types their email or DELETE (whatever the case, spaces
 * around it ignored).
 */
export function confirmsErasure(typed: FormDataEntryValue | null, email: string): boolean {
  if (typeof typed !== "string") return false;
  const text = typed.trim().toLowerCase();
  return text === "delete" || text === email.trim().toLowerCase();
}
