import { describe, expect, it } from "vitest";
import { classify } from "./sender";

/** nodemailer's errors carry the SMTP reply code, its own code and the command. */
const smtpError = (responseCode: number | undefined, code: string, command?: string) =>
  Object.assign(new Error("x"), { responseCode, code, command });

describe("how a nodemailer error counts (docs/decisions/050)", () => {
  it("a 5xx to the recipient or the message is permanent: the address is suppressed", () => {
    expect(classify(smtpError(550, "EENVELOPE", "RCPT TO"))).toBe("permanent");
    expect(classify(smtpError(554, "EMESSAGE", "DATA"))).toBe("permanent");
  });

  it("a 4xx (greylisting, a full mailbox) is temporary: retried for this recipient", () => {
    expect(classify(smtpError(451, "EENVELOPE", "RCPT TO"))).toBe("temporary");
    expect(classify(smtpError(452, "EMESSAGE", "DATA"))).toBe("temporary");
  });

  it("no reply, 421, a refused login or sender: the server is unreachable, nobody is suppressed", () => {
    expect(classify(smtpError(undefined, "ECONNECTION"))).toBe("unreachable");
    expect(classify(smtpError(undefined, "ETIMEDOUT"))).toBe("unreachable");
    expect(classify(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toBe(
      "unreachable",
    );
    expect(classify(smtpError(421, "EENVELOPE", "RCPT TO"))).toBe("unreachable");
    expect(classify(smtpError(535, "EAUTH", "AUTH PLAIN"))).toBe("unreachable");
    expect(classify(smtpError(550, "EENVELOPE", "MAIL FROM"))).toBe("unreachable");
  });
});
