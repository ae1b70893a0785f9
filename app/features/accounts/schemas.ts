import { z } from "zod";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .max(254, "Email address must be at most 254 characters")
  .pipe(z.email({ error: "Please enter a valid email address." }));

const password = z
  .string({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters")
  .max(128, "Password must be at most 128 characters");

/** Where to go after signing in: a path of this site (safeRedirect checks it); a silly one is dropped. */
const redirectTo = z.string().max(2000).optional().catch(undefined);

const name = (label: string) => z.string().trim().max(100, `${label} must be at most 100 characters`).optional();

export const SignInSchema = z.object({
  intent: z.literal("sign-in"),
  email,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(128, "Password must be at most 128 characters"),
  redirectTo,
});

export const SignUpSchema = z.object({
  intent: z.literal("sign-up"),
  firstName: name("First name"),
  lastName: name("Last name"),
  email,
  password,
  redirectTo,
});

export const LoginSchema = z.discriminatedUnion("intent", [SignInSchema, SignUpSchema]);

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = z
  .object({
    token: z.string().min(1).max(500, "This link is invalid or has expired. Please ask for a new one."),
    password,
    confirm: z.string({ error: "Please repeat the password" }).max(128, "The passwords do not match"),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The passwords do not match" });
