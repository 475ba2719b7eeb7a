import net from "node:net";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/app";
import { errWithoutValues } from "./log-serializers";

const query = "insert into donations (email, iban) values ($1, $2)";
const values = ["amina@example.nl", "NL91ABNA0417164300", "Regel een\nregel twee"];
const failedQuery = () =>
  new DrizzleQueryError(
    query,
    values,
    Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      detail: "Key (email)=(amina@example.nl) already exists.",
    }),
  );

describe("the logger's err serializer", () => {
  it("logs a failed query's text and error code, not the values it was given", () => {
    const logged = JSON.stringify(errWithoutValues(failedQuery()));
    for (const value of [...values, "regel twee"]) expect(logged).not.toContain(value);
    const parsed = JSON.parse(logged);
    expect(parsed.message).toBe(
      `Failed query: ${query}: duplicate key value violates unique constraint`,
    );
    expect(parsed.code).toBe("23505");
    expect(parsed.stack).toContain("log-serializers.test.ts");
  });

  it("cleans a failed query that is the cause of another error, and leaves that error as it was", () => {
    const outer = new Error("Er ging iets mis", { cause: failedQuery() });
    const logged = JSON.stringify(errWithoutValues(outer));
    for (const value of values) expect(logged).not.toContain(value);
    expect(JSON.parse(logged).message).toContain(`Er ging iets mis: Failed query: ${query}`);
    expect((outer.cause as Error).message).toContain("amina@example.nl");
  });

  it("passes other errors on as pino serializes them", () => {
    const error = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    expect(errWithoutValues(error)).toMatchObject({
      type: "Error",
      message: "connect ECONNREFUSED",
      code: "ECONNREFUSED",
    });
  });
});

describe("the app's log", () => {
  it("names a failed insert of a contact message, without the visitor's name, address or text", async () => {
    const lines: string[] = [];
    const { app } = await buildTestApp({
      env: { LOG_LEVEL: "error" },
      logStream: { write: (line) => lines.push(line) },
    });
    // The database refuses every new message (a full disk would, or a broken migration).
    await app.services.database.exec(`
      create function refuse_message() returns trigger language plpgsql as
        $$ begin raise exception 'opslag geweigerd'; end $$;
      create trigger refuse_message before insert on contact_messages
        for each row execute function refuse_message();`);
    const res = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Amina Yilmaz",
        email: "amina@example.nl",
        subject: "Vraag",
        message: "Mijn IBAN is NL91ABNA0417164300",
      },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join("");
    expect(log).toContain("Failed query: insert into");
    expect(log).toContain("opslag geweigerd");
    for (const value of ["Amina", "amina@example.nl", "NL91ABNA0417164300"]) {
      expect(log).not.toContain(value);
    }
  });
});

describe("the mailer's log", () => {
  it("goes to the app's log as JSON lines, without the recipient's address", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const lines: string[] = [];
    const { app } = await buildTestApp({
      work: false,
      env: { LOG_LEVEL: "warn", MAIL_TRANSPORT: "smtp", SMTP_URL: `smtp://127.0.0.1:${port}` },
      logStream: { write: (line) => lines.push(line) },
    });
    const { id } = await app.services.mailer.sendTest("amina@example.nl");
    await expect(app.services.mailer.deliver(id, 0)).rejects.toThrow(/ECONNREFUSED/);
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 40, msg: "e-mail delivery failed", emailId: id }),
    );
    expect(lines.join("")).not.toContain("amina@example.nl");
  });
});
