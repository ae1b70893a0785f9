import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { InputField } from "~/components/conform-fields";
import { NameFields } from "~/components/name-fields";
import { SignOutButton } from "~/components/sign-out-button";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle, TitledCard } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { RedeemGiftCard } from "~/features/giftcards/public";
import { StoreCredit } from "~/features/wallet/public";
import type { PageData } from "~/lib/page-data";
import { toast } from "~/lib/toast";
import { OrderHistory } from "../components/order-history";
import { ProfileFormSchema } from "../profile-schema";
import type { loadMyAccountPage, myAccountAction } from "./my-account.server";

export function MyAccountPage({
  email,
  profile,
  orders,
  credit,
  subscriptionCards,
  referAFriend,
  actionData,
}: Omit<PageData<typeof loadMyAccountPage>, "subscriptions"> & {
  /** The customer's subscriptions, shown by the route (subscriptions sit above accounts). */
  subscriptionCards: ReactNode;
  /** Refer a friend, when referrals are on (referrals sit above accounts). */
  referAFriend?: ReactNode;
  actionData?: PageData<typeof myAccountAction>;
}) {
  const answer = actionData && "failure" in actionData ? actionData : undefined;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "update-profile";
  const [form, fields] = useForm({
    id: "profile",
    lastResult: navigation.state === "idle" ? answer?.result : undefined,
    defaultValue: profile,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileFormSchema }),
    shouldValidate: "onBlur",
  });
  useEffect(() => {
    if (answer?.failure) toast.error(answer.failure, { description: "Please check the form and try again." });
  }, [answer]);

  return (
    <main id="main" className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-10">
      <h1 className="text-3xl font-bold">My Account</h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_320px]">
        <TitledCard title="Profile Information">
          <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="update-profile" />
            <NameFields firstName={fields.firstName} lastName={fields.lastName} />
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <Label htmlFor="account-email">Email</Label>
              <Input id="account-email" value={email} readOnly aria-readonly="true" className="bg-stone-100" />
            </div>
            <div className="sm:col-span-2">
              <InputField label="Phone" autoComplete="tel" field={fields.phone} type="tel" />
            </div>
            <div className="sm:col-span-2">
              <InputField label="Address" autoComplete="street-address" field={fields.address} type="text" />
            </div>
            <InputField label="Postcode" autoComplete="postal-code" field={fields.postcode} type="text" />
            <div className="sm:col-span-2">
              <Button type="submit" disabled={saving}>
                {saving ? "Please wait..." : "Update Profile"}
              </Button>
            </div>
          </Form>
        </TitledCard>
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
          <TitledCard title="Account Settings">
            <div className="flex flex-col gap-3">
              <Button asChild variant="outline">
                <Link to="/my-account/messages">Messages and notifications</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/my-account/data">Your data</Link>
              </Button>
              <SignOutButton className="w-full" />
            </div>
          </TitledCard>
        </div>
      </div>
      {subscriptionCards}
      <StoreCredit {...credit} />
      <RedeemGiftCard />
      {referAFriend}
      <OrderHistory orders={orders} />
    </main>
  );
}
