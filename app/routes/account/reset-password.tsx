import { ResetPasswordPage } from "~/features/accounts/pages/reset-password-page";
import { resetPasswordAction } from "~/features/accounts/pages/reset-password.server";
import { pageTitle } from "~/lib/page-title";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Choose a new password") }];

export const action = ({ request, context }: Route.ActionArgs) =>
  resetPasswordAction(request, context.get(requestInfoContext).clientIp);

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  return <ResetPasswordPage actionData={actionData} />;
}
