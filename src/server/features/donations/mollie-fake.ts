import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import path from "node:path";

/**
 * Test-only: a local fake of the Mollie endpoints we use (payments, customers, subscriptions),
 * reached through MOLLIE_API_URL. The official client only speaks HTTPS with Mollie's
 * own CA list, so the fake serves a self-signed certificate and the test process sets
 * NODE_TLS_REJECT_UNAUTHORIZED=0 (docs/decisions/033).
 */
interface FakePayment {
  id: string;
  status: "open" | "pending" | "authorized" | "paid" | "canceled" | "expired" | "failed";
  amount: { value: string; currency: string };
  description: string;
  redirectUrl?: string;
  cancelUrl?: string;
  webhookUrl?: string;
  metadata: unknown;
  customerId?: string;
  subscriptionId?: string;
  sequenceType?: "oneoff" | "first" | "recurring";
  /** Money given back, as Mollie reports it on a payment that stays 'paid'. */
  amountRefunded?: { value: string; currency: string };
  amountChargedBack?: { value: string; currency: string };
  /** When it was paid (ISO), as Mollie reports it on a paid payment. */
  paidAt?: string;
}

interface FakeSubscription {
  id: string;
  customerId: string;
  status: "active" | "canceled";
  amount: { value: string; currency: string };
  interval: string;
  startDate?: string;
  description: string;
  webhookUrl?: string;
  metadata: unknown;
}

export interface MollieFake {
  url: string;
  payments: Map<string, FakePayment>;
  customers: Map<string, { id: string; name?: string; email?: string }>;
  subscriptions: Map<string, FakeSubscription>;
  /** A month collected by a subscription: a new payment as Mollie would make it. */
  collect(subscriptionId: string, status?: FakePayment["status"]): FakePayment;
  /** Every request as "METHOD /path". */
  requests: string[];
  /** Runs while a create request is being answered (to look at the database then). */
  onCreate?: (payment: FakePayment) => Promise<void>;
  /** A payment becoming 'paid' was paid at `paidAt` (ISO; now by default). */
  setStatus(id: string, status: FakePayment["status"], paidAt?: string): void;
  /** Gives back (part of) a paid payment: `cents` more refunded, or charged back by the bank. */
  refund(id: string, cents: number): void;
  chargeBack(id: string, cents: number): void;
  /**
   * How the next payment creations are answered: 'drop' creates the payment, then closes
   * the connection without an answer; 'hold' creates it and keeps the answer back until
   * the fake is closed (an answer later than the client waits); 'refuse' answers 422
   * and creates nothing.
   */
  createAnswers: ("drop" | "hold" | "refuse")[];
  /** Requests ("METHOD /path") Mollie never answers (until the fake is closed): a Mollie that hangs. */
  hang?: (request: string) => boolean;
  /** Runs before a request is answered (to look at the database while Mollie is asked). */
  onRequest?: (request: string) => Promise<void>;
  /** How many of the next subscription creations Mollie answers with a 503. */
  failSubscriptions: number;
  close(): Promise<void>;
}

const fixtures = path.join(import.meta.dirname, "fixtures");

export async function startMollieFake(): Promise<MollieFake> {
  let counter = 0;
  const idempotent = new Map<string, FakeSubscription>();
  const idempotentPayments = new Map<string, FakePayment>();
  const held: (() => void)[] = [];
  const giveBack = (id: string, field: "amountRefunded" | "amountChargedBack", cents: number) => {
    const payment = fake.payments.get(id);
    if (payment?.status !== "paid") throw new Error(`no paid fake payment ${id}`);
    const before = Math.round(Number(payment[field]?.value ?? 0) * 100);
    payment[field] = { value: ((before + cents) / 100).toFixed(2), currency: "EUR" };
  };
  const fake: MollieFake = {
    url: "",
    payments: new Map(),
    customers: new Map(),
    subscriptions: new Map(),
    requests: [],
    collect(subscriptionId, status = "paid") {
      const subscription = fake.subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no fake subscription ${subscriptionId}`);
      counter += 1;
      const payment: FakePayment = {
        id: `tr_fake${counter}`,
        status,
        amount: subscription.amount,
        description: subscription.description,
        webhookUrl: subscription.webhookUrl,
        metadata: subscription.metadata,
        customerId: subscription.customerId,
        subscriptionId,
        sequenceType: "recurring",
        ...(status === "paid" ? { paidAt: new Date().toISOString() } : {}),
      };
      fake.payments.set(payment.id, payment);
      return payment;
    },
    setStatus(id, status, paidAt) {
      const payment = fake.payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      if (status === "paid" && payment.status !== "paid")
        payment.paidAt = paidAt ?? new Date().toISOString();
      payment.status = status;
    },
    refund: (id, cents) => giveBack(id, "amountRefunded", cents),
    chargeBack: (id, cents) => giveBack(id, "amountChargedBack", cents),
    createAnswers: [],
    failSubscriptions: 0,
    close: () => {
      for (const release of held.splice(0)) release();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer(
    {
      key: readFileSync(path.join(fixtures, "fake-mollie-key.pem")),
      cert: readFileSync(path.join(fixtures, "fake-mollie-cert.pem")),
    },
    (request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", async () => {
        const url = request.url ?? "";
        fake.requests.push(`${request.method} ${url}`);
        const send = (status: number, data: unknown) => {
          response.writeHead(status, { "content-type": "application/hal+json" });
          response.end(JSON.stringify(data));
        };
        if (request.headers.authorization !== "Bearer test_fakefakefakefakefakefakefakefake") {
          return send(401, { status: 401, title: "Unauthorized Request", detail: "Bad key" });
        }
        await fake.onRequest?.(`${request.method} ${url}`);
        if (fake.hang?.(`${request.method} ${url}`))
          return held.push(() => request.socket.destroy());
        if (request.method === "POST" && url === "/v2/payments") {
          // Like Mollie: a repeated Idempotency-Key gets the first answer, nothing new.
          const key = String(request.headers["idempotency-key"] ?? "");
          const known = key ? idempotentPayments.get(key) : undefined;
          if (known) return send(201, toResource(known));
          if (fake.createAnswers[0] === "refuse") {
            fake.createAnswers.shift();
            return send(422, {
              status: 422,
              title: "Unprocessable Entity",
              detail: "The payment method is not enabled in your website profile",
            });
          }
          const input = JSON.parse(body) as Omit<FakePayment, "id" | "status">;
          counter += 1;
          const payment: FakePayment = { ...input, id: `tr_fake${counter}`, status: "open" };
          fake.payments.set(payment.id, payment);
          if (key) idempotentPayments.set(key, payment);
          await fake.onCreate?.(payment);
          const answer = fake.createAnswers.shift();
          if (answer === "drop") return request.socket.destroy();
          if (answer === "hold") return held.push(() => send(201, toResource(payment)));
          return send(201, toResource(payment));
        }
        if (request.method === "POST" && url === "/v2/customers") {
          counter += 1;
          const customer = { ...(JSON.parse(body) as object), id: `cst_fake${counter}` };
          fake.customers.set(customer.id, customer);
          return send(201, { resource: "customer", mode: "test", ...customer });
        }
        const subscriptions = /^\/v2\/customers\/([^/]+)\/subscriptions(?:\/([^/?]+))?/.exec(url);
        if (subscriptions && request.method === "POST") {
          if (fake.failSubscriptions > 0) {
            fake.failSubscriptions -= 1;
            return send(503, { status: 503, title: "Service Unavailable", detail: "Try later" });
          }
          const key = String(request.headers["idempotency-key"] ?? "");
          const known = key ? idempotent.get(key) : undefined;
          if (known) return send(201, subscriptionResource(known));
          counter += 1;
          const subscription: FakeSubscription = {
            ...(JSON.parse(body) as Omit<FakeSubscription, "id" | "customerId" | "status">),
            id: `sub_fake${counter}`,
            customerId: subscriptions[1]!,
            status: "active",
          };
          fake.subscriptions.set(subscription.id, subscription);
          if (key) idempotent.set(key, subscription);
          return send(201, subscriptionResource(subscription));
        }
        if (subscriptions && request.method === "PATCH") {
          const subscription = fake.subscriptions.get(subscriptions[2] ?? "");
          if (!subscription || subscription.status === "canceled") {
            return send(404, { status: 404, title: "Not Found", detail: "No subscription" });
          }
          const { amount } = JSON.parse(body) as Partial<FakeSubscription>;
          if (amount) subscription.amount = amount;
          return send(200, subscriptionResource(subscription));
        }
        if (subscriptions && request.method === "DELETE") {
          const subscription = fake.subscriptions.get(subscriptions[2] ?? "");
          if (!subscription) {
            return send(404, { status: 404, title: "Not Found", detail: "No subscription" });
          }
          // Like Mollie: cancelling a subscription a second time is refused with a 422.
          if (subscription.status === "canceled") {
            return send(422, {
              status: 422,
              title: "Unprocessable Entity",
              detail: "The subscription has been canceled.",
            });
          }
          subscription.status = "canceled";
          return send(200, subscriptionResource(subscription));
        }
        if (subscriptions && !subscriptions[2] && request.method === "GET") {
          // A customer's subscriptions, on one page (Mollie's list, newest first).
          const listed = [...fake.subscriptions.values()]
            .filter((s) => s.customerId === subscriptions[1])
            .reverse();
          return send(200, {
            count: listed.length,
            _embedded: { subscriptions: listed.map(subscriptionResource) },
            _links: {
              self: { href: `${fake.url}${url.slice(4)}`, type: "application/hal+json" },
              previous: null,
              next: null,
            },
          });
        }
        if (subscriptions?.[2] && request.method === "GET") {
          const subscription = fake.subscriptions.get(subscriptions[2]);
          if (!subscription) {
            return send(404, { status: 404, title: "Not Found", detail: "No subscription" });
          }
          return send(200, subscriptionResource(subscription));
        }
        const match = /^\/v2\/payments\/([^/?]+)/.exec(url);
        if (request.method === "GET" && match) {
          const payment = fake.payments.get(decodeURIComponent(match[1]!));
          if (!payment) {
            return send(404, { status: 404, title: "Not Found", detail: "No payment exists" });
          }
          return send(200, toResource(payment));
        }
        send(404, { status: 404, title: "Not Found", detail: "Unknown endpoint" });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  fake.url = `https://127.0.0.1:${port}/v2/`;
  return fake;
}

function toResource(p: FakePayment) {
  return {
    resource: "payment",
    id: p.id,
    mode: "test",
    createdAt: new Date().toISOString(),
    amount: p.amount,
    description: p.description,
    method: null,
    metadata: p.metadata,
    status: p.status,
    isCancelable: p.status === "open",
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    profileId: "pfl_fake",
    sequenceType: p.sequenceType ?? "oneoff",
    customerId: p.customerId,
    subscriptionId: p.subscriptionId,
    redirectUrl: p.redirectUrl,
    cancelUrl: p.cancelUrl,
    webhookUrl: p.webhookUrl,
    amountRefunded: p.amountRefunded,
    amountChargedBack: p.amountChargedBack,
    paidAt: p.paidAt,
    _links: {
      self: { href: `https://api.mollie.com/v2/payments/${p.id}`, type: "application/hal+json" },
      // Like Mollie: only a payment still open has a page to pay it on.
      ...(p.status === "open"
        ? { checkout: { href: `https://www.mollie.com/checkout/fake/${p.id}`, type: "text/html" } }
        : {}),
    },
  };
}

function subscriptionResource(s: FakeSubscription) {
  return {
    resource: "subscription",
    mode: "test",
    createdAt: new Date().toISOString(),
    ...s,
    _links: {
      self: {
        href: `https://api.mollie.com/v2/customers/${s.customerId}/subscriptions/${s.id}`,
        type: "application/hal+json",
      },
    },
  };
}
