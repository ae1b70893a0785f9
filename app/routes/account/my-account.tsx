import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { toast } from "~/lib/toast";
import { FormField } from "~/components/form-kit";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { OrderHistory } from "~/features/accounts/components/order-history";
import { clearGuest, getGuest } from "~/features/accounts/guest.server";
import { ProfileFormSchema } from "~/features/accounts/profile-schema";
import { getProfile, upsertProfile } from "~/features/accounts/profile.server";
import { getUser, requireUser } from "~/features/accounts/session.server";
import { attachGuestOrders } from "~/features/orders/orders.server";
import { listOrdersForUser } from "~/features/orders/order-queries.server";
import { orderStatusLabel } from "~/features/orders/public";
import { SubscriptionCards } from "~/features/subscriptions/components/subscription-cards";
import { describePlan } from "~/features/subscriptions/plan";
import { listOwnSubscriptions } from "~/features/subscriptions/self-service.server";
import { formatLongDate, todayInLondon } from "~/lib/dates";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/my-account";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "My account") },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  if (!(await getUser(request)) && (await getGuest(request))) {
    // The account is for signed-in customers only. Guest mode ends here: /login sends guests home.
    throw redirect("/login?redirectTo=%2Fmy-account", { headers: { "Set-Cookie": await clearGuest() } });
  }
  const user = await requireUser(request);
  // Orders placed as a guest with this (verified) address belong to this account.
  if (user.emailVerified) await attachGuestOrders(user.email, user.id);
  const [profile, orders, subscriptions] = await Promise.all([
    getProfile(user.id),
    listOrdersForUser(user.id),
    listOwnSubscriptions(user.id),
  ]);
  return {
    email: user.email,
    profile: {
      firstName: profile?.firstName ?? "",
      lastName: profile?.lastName ?? "",
      phone: profile?.phone ?? "",
      address: profile?.address ?? "",
      postcode: profile?.postcode ?? "",
    },
    orders: orders.map((o) => ({
      id: o.id,
      orderNumber: o.orderNumber,
      placedOn: formatLongDate(todayInLondon(o.createdAt)),
      deliveryDate: formatLongDate(o.deliveryDate),
      status: orderStatusLabel(o.status, o.fulfilment),
      totalPence: o.totalPence,
      isSubscription: o.isSubscription,
      fulfilment: o.fulfilmentText,
      lines: o.lines.map((l) => ({
        id: l.id,
        label: l.label,
        quantity: l.quantity,
        lineTotalPence: l.lineTotalPence,
        isSubscription: l.isSubscription,
      })),
    })),
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      status: s.status === "active" && s.paused ? ("paused" as const) : s.status,
      plan: describePlan(s.plan),
      weeklyAmountPence: s.weeklyAmountPence,
      orderNumber: s.orderNumber,
      nextDelivery: s.nextDelivery ? formatLongDate(s.nextDelivery) : null,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const user = await requireUser(request);
  const submission = parseWithZod(formData, { schema: ProfileFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), failure: "Error updating profile" }, { status: 400 });
  }
  const { intent: _intent, ...values } = submission.value;
  try {
    await upsertProfile(user.id, { ...values, email: user.email });
  } catch (err) {
    logger.error({ err }, "profile update failed");
    return data({ result: submission.reply(), failure: "Error updating profile" }, { status: 500 });
  }
  return redirectWithToast("/my-account", { type: "success", title: "Profile updated successfully" });
}

export default function MyAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "update-profile";
  const [form, fields] = useForm({
    id: "profile",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: loaderData.profile,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileFormSchema }),
    shouldValidate: "onBlur",
  });
  useEffect(() => {
    if (actionData?.failure) toast.error(actionData.failure, { description: "Please check the form and try again." });
  }, [actionData]);

  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10">
      <h1 className="text-3xl font-bold">My Account</h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
        <Card>
          <CardHeader>
            <CardTitle>Profile Information</CardTitle>
          </CardHeader>
          <CardContent>
            <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
              <input type="hidden" name="intent" value="update-profile" />
              <FormField
                label="First Name"
                autoComplete="given-name"
                error={fields.firstName.errors}
                {...getInputProps(fields.firstName, { type: "text" })}
              />
              <FormField
                label="Last Name"
                autoComplete="family-name"
                error={fields.lastName.errors}
                {...getInputProps(fields.lastName, { type: "text" })}
              />
              <div className="flex flex-col gap-1.5 sm:col-span-2">
                <Label htmlFor="account-email">Email</Label>
                <Input
                  id="account-email"
                  value={loaderData.email}
                  readOnly
                  aria-readonly="true"
                  className="bg-stone-100"
                />
              </div>
              <div className="sm:col-span-2">
                <FormField
                  label="Phone"
                  autoComplete="tel"
                  error={fields.phone.errors}
                  {...getInputProps(fields.phone, { type: "tel" })}
                />
              </div>
              <div className="sm:col-span-2">
                <FormField
                  label="Address"
                  autoComplete="street-address"
                  error={fields.address.errors}
                  {...getInputProps(fields.address, { type: "text" })}
                />
              </div>
              <FormField
                label="Postcode"
                autoComplete="postal-code"
                error={fields.postcode.errors}
                {...getInputProps(fields.postcode, { type: "text" })}
              />
              <div className="sm:col-span-2">
                <Button type="submit" disabled={saving}>
                  {saving ? "Please wait..." : "Update Profile"}
                </Button>
              </div>
            </Form>
          </CardContent>
        </Card>
        <div className="flex flex-col gap-8">
          <Card>
            <CardHeader>
              <CardTitle>Quick Actions</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <Button asChild>
                <Link to="/order">Place New Order</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/menu">View This Week's Menu</Link>
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Account Settings</CardTitle>
            </CardHeader>
            <CardContent>
              <Form method="post" action="/logout">
                <Button type="submit" variant="outline" className="w-full">
                  Sign Out
                </Button>
              </Form>
            </CardContent>
          </Card>
        </div>
      </div>
      {loaderData.subscriptions.length ? <SubscriptionCards subscriptions={loaderData.subscriptions} /> : null}
      <OrderHistory orders={loaderData.orders} />
    </main>
  );
}
