import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { ContactMessageSchema } from "~/features/messaging/public";
import { submitContactMessage } from "~/features/messaging/public.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getContactLinks } from "../contact-links.server";
import { seoContext } from "../seo.server";

export async function loadGetInTouchPage() {
  const links = await getContactLinks();
  return { ...links, seo: await seoContext("/get-in-touch", links.heroImage) };
}

/** 'Send us a message': stored and emailed by messaging. */
export async function getInTouchAction(request: Request) {
  const submission = parseWithZod(await request.formData(), { schema: ContactMessageSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  await submitContactMessage(submission.value);
  return redirectWithToast("/get-in-touch", {
    type: "success",
    title: "Message sent",
    description: "Thank you for getting in touch. We will reply as soon as we can.",
  });
}
