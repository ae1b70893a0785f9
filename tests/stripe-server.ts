import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local Stripe-shaped HTTP server for tests: the real `stripe` SDK talks to it (host, port,
 * protocol). It implements the few endpoints the app uses: create, retrieve and expire Checkout
 * Sessions (with a subscription's trial); retrieve, update (cancel at period end, pause
 * collection) and cancel a subscription, and update its item's price; refund a payment (with
 * idempotency keys); credit a customer's balance (customer balance transactions, with idempotency
 * keys) and retrieve the customer. `complete()` plays the customer paying on Stripe's page (a
 * subscription's customer is made then); `invoiceNextWeek()` plays Stripe finalising a weekly
 * invoice, the customer's credit balance taken off it first.
 */
export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: "payment" | "subscription";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  /** Unix seconds after which the session can no longer be paid. */
  expires_at: number;
  url: string;
  payment_intent: string | null;
  subscription: string | null;
  /** The customer a subscription session made (null for a one-off payment). */
  customer: string | null;
  invoice: string | null;
  line_items: Array<{ unit_amount: number; quantity: number; recurring: string | null; name: string }>;
  /** Unix seconds the subscription's trial ends (its first recurring charge), when asked for. */
  trial_end: number | null;
}

export interface FakeSubscription {
  id: string;
  object: "subscription";
  /** The customer Checkout made (absent on subscriptions a test puts here by hand). */
  customer?: string | null;
  status: "active" | "trialing";
  cancel_at_period_end: boolean;
  pause_collection: { behavior: string; resumes_at: number | null } | null;
  trial_end: number | null;
  items: {
    data: Array<{
      id: string;
      price: { id: string; product: string; unit_amount: number; recurring: { interval: string } };
    }>;
  };
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: URLSearchParams;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  payment_intent: string;
  amount: number;
  status: "succeeded";
  metadata: Record<string, string>;
}

/** A Stripe customer: `balance` negative is credit the next invoice uses first (Stripe's sign). */
export interface FakeCustomer {
  id: string;
  object: "customer";
  email: string | null;
  balance: number;
  currency: string | null;
}

export interface FakeBalanceTransaction {
  id: string;
  object: "customer_balance_transaction";
  customer: string;
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  ending_balance: number;
  type: "adjustment" | "applied_to_invoice";
  invoice: string | null;
}

/** Rebuilds Stripe's bracketed form encoding (a[0][b]=1) into nested objects. */
export function parseStripeForm(body: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of body) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const list = (value: unknown): Array<Record<string, unknown>> =>
  value && typeof value === "object" ? (Object.values(value) as Array<Record<string, unknown>>) : [];

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

export async function startStripeServer() {
  const sessions = new Map<string, FakeSession>();
  const cancelled = new Set<string>();
  /** Subscriptions made by paid subscription sessions: items, pause and cancel state. */
  const subscriptions = new Map<string, FakeSubscription>();
  /** Refunds by payment intent, and the answers already given by idempotency key. */
  const refunds = new Map<string, FakeRefund>();
  const idempotent = new Map<string, FakeRefund>();
  /** Customers by id, their balance transactions (oldest first), and answers given by idempotency key. */
  const customers = new Map<string, FakeCustomer>();
  const balanceTransactions: FakeBalanceTransaction[] = [];
  const idempotentBalance = new Map<string, { body: string; answer: FakeBalanceTransaction }>();
  /** Paths the next request to fails with a 500 (Stripe being down), once each. */
  const failing = new Set<string>();
  const requests: RecordedRequest[] = [];
  let base = "";
  const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const body = new URLSearchParams(await read(req));
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    requests.push({
      method: req.method ?? "GET",
      path: url.pathname,
      authorization: req.headers.authorization,
      idempotencyKey,
      body,
    });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
      res.end(JSON.stringify(payload));
    };
    if (!req.headers.authorization?.startsWith("Bearer sk_test_")) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (failing.delete(url.pathname)) return send(500, { error: { type: "api_error", message: "Stripe is down" } });
    const customerMatch = url.pathname.match(/^\/v1\/customers\/([^/]+)(\/balance_transactions)?$/);
    if (customerMatch) {
      const customer = customers.get(customerMatch[1]);
      if (!customer)
        return send(404, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: `No such customer: '${customerMatch[1]}'`,
          },
        });
      if (req.method === "GET" && !customerMatch[2]) return send(200, customer);
      if (req.method === "POST" && customerMatch[2]) {
        // Stripe answers a repeated key with the first answer, and refuses it with other parameters.
        const seen = idempotencyKey ? idempotentBalance.get(idempotencyKey) : undefined;
        if (seen && seen.body !== body.toString())
          return send(400, {
            error: {
              type: "idempotency_error",
              message:
                "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            },
          });
        if (seen) return send(200, seen.answer);
        const form = parseStripeForm(body);
        const amount = Number(form.amount);
        if (!Number.isInteger(amount) || amount === 0 || form.currency !== "gbp")
          return send(400, { error: { type: "invalid_request_error", message: "Invalid amount or currency" } });
        customer.balance += amount;
        customer.currency = "gbp";
        const transaction: FakeBalanceTransaction = {
          id: id("cbtxn"),
          object: "customer_balance_transaction",
          customer: customer.id,
          amount,
          currency: "gbp",
          description: (form.description as string) ?? null,
          metadata: (form.metadata as Record<string, string>) ?? {},
          ending_balance: customer.balance,
          type: "adjustment",
          invoice: null,
        };
        balanceTransactions.push(transaction);
        if (idempotencyKey) idempotentBalance.set(idempotencyKey, { body: body.toString(), answer: transaction });
        return send(200, transaction);
      }
    }
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const form = parseStripeForm(body);
      const items = list(form.line_items).map((item) => {
        const price = item.price_data as Record<string, unknown>;
        const product = price.product_data as Record<string, unknown>;
        const recurring = price.recurring as Record<string, unknown> | undefined;
        return {
          unit_amount: Number(price.unit_amount),
          quantity: Number(item.quantity),
          recurring: recurring ? String(recurring.interval) : null,
          name: String(product.name),
          currency: String(price.currency),
        };
      });
      if (items.some((i) => i.currency !== "gbp"))
        return send(400, { error: { message: "Only GBP in this test server" } });
      const lifetime = form.expires_at ? Number(form.expires_at) - Date.now() / 1000 : null;
      if (lifetime !== null && (lifetime < 30 * 60 || lifetime > 24 * 3600)) {
        return send(400, {
          error: {
            type: "invalid_request_error",
            param: "expires_at",
            message: "expires_at must be 30 minutes to 24 hours from now",
          },
        });
      }
      const subscriptionData = (form.subscription_data as Record<string, unknown> | undefined) ?? {};
      // With a trial, Stripe charges the one-time items today and the recurring price from the trial's end.
      const trialEnd = subscriptionData.trial_end ? Number(subscriptionData.trial_end) : null;
      if (trialEnd !== null && trialEnd < Date.now() / 1000 + 48 * 3600) {
        return send(400, {
          error: {
            type: "invalid_request_error",
            param: "subscription_data[trial_end]",
            message: "trial_end must be at least 48 hours in the future",
          },
        });
      }
      const sessionId = id("cs");
      const session: FakeSession = {
        id: sessionId,
        object: "checkout.session",
        mode: form.mode === "subscription" ? "subscription" : "payment",
        status: "open",
        payment_status: "unpaid",
        amount_total: items
          .filter((i) => trialEnd === null || !i.recurring)
          .reduce((sum, i) => sum + i.unit_amount * i.quantity, 0),
        currency: "gbp",
        customer_email: (form.customer_email as string) ?? null,
        client_reference_id: (form.client_reference_id as string) ?? null,
        metadata: (form.metadata as Record<string, string>) ?? {},
        success_url: String(form.success_url),
        cancel_url: String(form.cancel_url),
        // Stripe's default is 24 hours; it refuses less than 30 minutes or more than 24 hours.
        expires_at: form.expires_at ? Number(form.expires_at) : Math.floor(Date.now() / 1000) + 24 * 3600,
        url: `${base}/checkout-page/${sessionId}`,
        payment_intent: null,
        subscription: null,
        customer: null,
        invoice: null,
        line_items: items.map(({ currency: _c, ...rest }) => rest),
        trial_end: trialEnd,
      };
      sessions.set(sessionId, session);
      return send(200, session);
    }
    const sessionMatch = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (req.method === "GET" && sessionMatch) {
      const session = sessions.get(sessionMatch[1]);
      return session
        ? send(200, session)
        : send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
    }
    const expireMatch = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (req.method === "POST" && expireMatch) {
      const session = sessions.get(expireMatch[1]);
      if (!session) return send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      if (session.status !== "open") {
        return send(400, {
          error: {
            type: "invalid_request_error",
            message: `Only Checkout Sessions with a status of open can be expired. This Checkout Session has a status of ${session.status}.`,
          },
        });
      }
      session.status = "expired";
      return send(200, session);
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const form = parseStripeForm(body);
      const seen = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      if (seen) return send(200, seen);
      const paymentIntent = String(form.payment_intent ?? "");
      const session = [...sessions.values()].find(
        (x) => x.payment_intent === paymentIntent && x.payment_status === "paid",
      );
      if (!session) {
        return send(400, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            param: "payment_intent",
            message: `No such payment_intent: '${paymentIntent}'`,
          },
        });
      }
      if (refunds.has(paymentIntent)) {
        return send(400, {
          error: {
            type: "invalid_request_error",
            code: "charge_already_refunded",
            message: "Charge has already been refunded.",
          },
        });
      }
      const refund: FakeRefund = {
        id: id("re"),
        object: "refund",
        payment_intent: paymentIntent,
        amount: session.amount_total,
        status: "succeeded",
        metadata: (form.metadata as Record<string, string>) ?? {},
      };
      refunds.set(paymentIntent, refund);
      if (idempotencyKey) idempotent.set(idempotencyKey, refund);
      return send(200, refund);
    }
    const subMatch = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (req.method === "DELETE" && subMatch) {
      cancelled.add(subMatch[1]);
      return send(200, { id: subMatch[1], object: "subscription", status: "canceled" });
    }
    const subscription = subMatch ? subscriptions.get(subMatch[1]) : undefined;
    if (subMatch && !subscription)
      return send(404, { error: { type: "invalid_request_error", message: `No such subscription: '${subMatch[1]}'` } });
    if (req.method === "GET" && subscription) return send(200, subscription);
    if (req.method === "POST" && subscription) {
      const form = parseStripeForm(body);
      if (form.cancel_at_period_end !== undefined)
        subscription.cancel_at_period_end = form.cancel_at_period_end === "true";
      if (form.pause_collection !== undefined) {
        const pause = form.pause_collection as Record<string, string> | "";
        subscription.pause_collection = pause
          ? { behavior: pause.behavior, resumes_at: pause.resumes_at ? Number(pause.resumes_at) : null }
          : null;
      }
      return send(200, subscription);
    }
    const itemMatch = url.pathname.match(/^\/v1\/subscription_items\/([^/]+)$/);
    const owner = itemMatch
      ? [...subscriptions.values()].find((sub) => sub.items.data.some((item) => item.id === itemMatch[1]))
      : undefined;
    if (req.method === "POST" && owner) {
      const form = parseStripeForm(body);
      const price = form.price_data as Record<string, unknown>;
      const item = owner.items.data.find((i) => i.id === itemMatch![1])!;
      if (String(price.product) !== item.price.product)
        return send(400, { error: { type: "invalid_request_error", message: "No such product" } });
      item.price = { ...item.price, id: id("price"), unit_amount: Number(price.unit_amount) };
      return send(200, item);
    }
    send(404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    sessions,
    cancelled,
    subscriptions,
    refunds,
    requests,
    customers,
    balanceTransactions,
    /** The next request to `path` fails with a 500, as when Stripe is down. */
    failNext(path: string) {
      failing.add(path);
    },
    /** The customer pays on the hosted page: the session becomes complete and paid. */
    complete(sessionId: string): FakeSession {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      session.status = "complete";
      session.payment_status = "paid";
      if (session.mode === "subscription") {
        session.subscription = id("sub");
        session.invoice = id("in");
        // Checkout makes the subscription's customer from the email given.
        const customer: FakeCustomer = {
          id: id("cus"),
          object: "customer",
          email: session.customer_email,
          balance: 0,
          currency: null,
        };
        customers.set(customer.id, customer);
        session.customer = customer.id;
        const weekly = session.line_items.find((i) => i.recurring)!;
        subscriptions.set(session.subscription, {
          id: session.subscription,
          object: "subscription",
          customer: customer.id,
          status: session.trial_end ? "trialing" : "active",
          cancel_at_period_end: false,
          pause_collection: null,
          trial_end: session.trial_end,
          items: {
            data: [
              {
                id: id("si"),
                price: {
                  id: id("price"),
                  product: id("prod"),
                  unit_amount: weekly.unit_amount,
                  recurring: { interval: "week" },
                },
              },
            ],
          },
        });
      } else {
        session.payment_intent = id("pi");
      }
      return session;
    },
    /**
     * Stripe finalises the subscription's next weekly invoice: its weekly price, less the
     * customer's credit balance (used first, as far as it goes); a £0 invoice is paid at once. The
     * invoice as `invoice.paid` carries it.
     */
    invoiceNextWeek(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
      const customer = subscription.customer ? customers.get(subscription.customer) : undefined;
      const total = subscription.items.data.reduce((sum, item) => sum + item.price.unit_amount, 0);
      const invoiceId = id("in");
      const startingBalance = customer?.balance ?? 0;
      const applied = customer && customer.balance < 0 ? Math.min(-customer.balance, total) : 0;
      if (customer && applied > 0) {
        customer.balance += applied;
        balanceTransactions.push({
          id: id("cbtxn"),
          object: "customer_balance_transaction",
          customer: customer.id,
          amount: applied,
          currency: "gbp",
          description: null,
          metadata: {},
          ending_balance: customer.balance,
          type: "applied_to_invoice",
          invoice: invoiceId,
        });
      }
      const due = total - applied;
      return {
        id: invoiceId,
        object: "invoice" as const,
        billing_reason: "subscription_cycle",
        status: "paid",
        customer: subscription.customer ?? null,
        total,
        starting_balance: startingBalance,
        ending_balance: customer?.balance ?? 0,
        amount_due: due,
        amount_paid: due,
        payment_intent: due > 0 ? id("pi") : null,
        parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId } },
      };
    },
    /** The session's payment window runs out unpaid (Stripe then sends checkout.session.expired). */
    expire(sessionId: string): FakeSession {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      session.status = "expired";
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
