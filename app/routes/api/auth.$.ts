import { authHandler } from "~/features/accounts/auth-endpoint.server";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/auth.$";

// better-auth's own endpoints: email verification links, OAuth callbacks, session reads.
export function loader({ request, context }: Route.LoaderArgs) {
  return authHandler(request, context.get(requestInfoContext).clientIp);
}

export function action({ request, context }: Route.ActionArgs) {
  return authHandler(request, context.get(requestInfoContext).clientIp);
}
