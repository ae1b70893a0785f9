import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import { callAuthEndpoint } from "../auth-endpoint.server";
import { ResetPasswordSchema } from "../schemas";

export async function resetPasswordAction(request: Request, clientIp: string) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["password", "confirm"] }) }, { status: 400 });
  const result = await callAuthEndpoint(
    request,
    "/reset-password",
    { newPassword: submission.value.password, token: submission.value.token },
    clientIp,
  );
  if (!result.ok) {
    return data(
      {
        result: submission.reply({
          formErrors: ["This link is invalid or has expired. Please ask for a new one."],
          hideFields: ["password", "confirm"],
        }),
      },
      { status: 400 },
    );
  }
  return redirectWithToast("/login", {
    type: "success",
    title: "Password changed",
    description: "You can now log in with your new password.",
  });
}
