import { LoginPage } from "~/features/accounts/pages/login-page";
import { loadLoginPage, loginAction } from "~/features/accounts/pages/login.server";
import { pageTitle } from "~/lib/page-title";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Log in or sign up") },
  { name: "description", content: "Log in or create an account to order home-cooked meal boxes." },
];

export const loader = ({ request }: Route.LoaderArgs) => loadLoginPage(request);

export const action = ({ request, context }: Route.ActionArgs) =>
  loginAction(request, context.get(requestInfoContext).clientIp);

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage {...loaderData} actionData={actionData} />;
}
