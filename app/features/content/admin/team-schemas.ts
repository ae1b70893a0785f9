import { z } from "zod";

export const TEAM_BIO_MAX = 300;

/** The Team tab's add/edit form (the image travels beside it as a file). */
export const TeamMemberSchema = z.object({
  id: z.uuid().optional(),
  name: z
    .string({ error: "Please enter a name" })
    .trim()
    .min(1, "Please enter a name")
    .max(120, "Name must be at most 120 characters"),
  title: z
    .string({ error: "Please enter a title" })
    .trim()
    .min(1, "Please enter a title")
    .max(120, "Title must be at most 120 characters"),
  bio: z
    .string()
    .trim()
    .max(TEAM_BIO_MAX, `Bio must be at most ${TEAM_BIO_MAX} characters (about 50 words)`)
    .optional(),
  displayOrder: z
    .number({ error: "Display order must be a number" })
    .int("Display order must be a whole number")
    .min(0, "Display order cannot be negative")
    .max(100000, "Display order is too large")
    .default(0),
  /** The photo's public URL from the upload field ("" or absent = no photo). */
  imageUrl: z
    .string()
    .regex(/^\/api\/images\/team\/[a-zA-Z0-9][a-zA-Z0-9._-]*$/, "Please upload the photo again")
    .optional(),
});

export type TeamMemberInput = z.infer<typeof TeamMemberSchema>;
