import { ForgotPasswordPage } from "~/features/accounts/pages/forgot-password-page";
import { forgotPasswordAction } from "~/features/accounts/pages/forgot-password.server";
import { pageTitle } from "~/lib/page-title";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Forgotten password") }];

export const action = ({ request, context }: Route.ActionArgs) =>
  forgotPasswordAction(request, context.get(requestInfoContext).clientIp);

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage actionData={actionData} />;
}
