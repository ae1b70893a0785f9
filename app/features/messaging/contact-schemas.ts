import { z } from "zod";

/** The get-in-touch form; the same schema validates in the browser and (authoritatively) in the action. */
export const ContactMessageSchema = z.object({
  firstName: z
    .string({ error: "Please enter your first name" })
    .trim()
    .min(1, "Please enter your first name")
    .max(80, "First name must be at most 80 characters"),
  lastName: z.string().trim().max(80, "Last name must be at most 80 characters").optional().default(""),
  email: z
    .string({ error: "Please enter your email address" })
    .trim()
    .min(1, "Please enter your email address")
    .max(254, "Email address must be at most 254 characters")
    .pipe(z.email("Please enter a valid email address.")),
  subject: z.string().trim().max(150, "Subject must be at most 150 characters").optional().default(""),
  message: z
    .string({ error: "Please enter a message" })
    .trim()
    .min(1, "Please enter a message")
    .max(2000, "Message must be at most 2000 characters"),
});

export type ContactMessageInput = z.infer<typeof ContactMessageSchema>;
