import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import { callAuthEndpoint } from "../auth-endpoint.server";
import { ForgotPasswordSchema } from "../schemas";

export async function forgotPasswordAction(request: Request, clientIp: string) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const result = await callAuthEndpoint(
    request,
    "/request-password-reset",
    { email: submission.value.email, redirectTo: "/reset-password" },
    clientIp,
  );
  if (result.status === 429) {
    return data({ result: submission.reply({ formErrors: [result.message] }) }, { status: 429 });
  }
  // The same answer whether or not the address has an account: nothing to learn from it.
  return redirectWithToast("/login", {
    type: "success",
    title: "Check your email",
    description: "If an account exists for that address, we have sent a link to reset the password.",
  });
}
