import { describe, expect, it } from "vitest";
import {
  type CsvEncoding,
  csvEncoding,
  decodeCsv,
  isCsvFile,
  isImportableEmail,
  parseSubscriberCsv,
} from "./subscriber-csv";

const ok = (text: string) => {
  const result = parseSubscriberCsv(text);
  if (!result.ok) throw new Error(`expected rows, got ${result.error}`);
  return result;
};

describe("CSV subscriber import", () => {
  it("reads semicolon files with Dutch headers", () => {
    const r = ok("Naam;E-mailadres\nPiet Jansen;piet@example.nl\nAnna;anna@example.org\n");
    expect(r.delimiter).toBe(";");
    expect(r.emailColumn).toBe("E-mailadres");
    expect(r.nameColumn).toBe("Naam");
    expect(r.subscribers).toEqual([
      { email: "piet@example.nl", name: "Piet Jansen" },
      { email: "anna@example.org", name: "Anna" },
    ]);
  });

  it("reads comma files with quoted fields that hold the delimiter and quotes", () => {
    const r = ok(
      'email,name\n"piet@example.nl","Jansen, Piet"\nanna@example.org,"Anna ""de"" Vries"\n',
    );
    expect(r.delimiter).toBe(",");
    expect(r.subscribers).toEqual([
      { email: "piet@example.nl", name: "Jansen, Piet" },
      { email: "anna@example.org", name: 'Anna "de" Vries' },
    ]);
  });

  it("strips a byte-order mark and handles CRLF line ends and blank lines", () => {
    const r = ok("\uFEFFemail;naam\r\n\r\npiet@example.nl;Piet\r\nanna@example.org;Anna\r\n\r\n");
    expect(r.emailColumn).toBe("email");
    expect(r.subscribers.map((s) => s.email)).toEqual(["piet@example.nl", "anna@example.org"]);
  });

  it("picks the delimiter that is more frequent in the header", () => {
    const r = ok("email;naam;plaats,land\npiet@example.nl;Piet;Utrecht,NL\n");
    expect(r.delimiter).toBe(";");
    expect(r.subscribers[0]).toEqual({ email: "piet@example.nl", name: "Piet" });
  });

  it("keeps a quoted line break inside its cell and counts the file's lines past it", () => {
    const r = ok(
      [
        '"E-mail\nadres";Naam',
        'piet@example.nl;"Piet\r\nJansen"',
        "geen-adres;X",
        'anna@example.org;"Anna\n\nde Vries"',
        "piet@example.nl;Piet",
      ].join("\n"),
    );
    expect(r.delimiter).toBe(";");
    expect(r.emailColumn).toBe("E-mail\nadres");
    expect(r.subscribers).toEqual([
      { email: "piet@example.nl", name: "Piet\r\nJansen" },
      { email: "anna@example.org", name: "Anna\n\nde Vries" },
    ]);
    // Line 1-2 header, 3-4 Piet, 5 the bad address, 6-8 Anna, 9 Piet again.
    expect(r.skipped).toEqual([
      { line: 5, value: "geen-adres", reason: "invalid" },
      { line: 9, value: "piet@example.nl", reason: "duplicate", firstLine: 3 },
    ]);
  });

  it("reads a semicolon file whose quoted header holds more commas than semicolons", () => {
    const r = ok(
      'Naam;"E-mail, werk, privé"\n"Jansen, Piet";piet@example.nl\n"Vries, Anna de";anna@example.org\n',
    );
    expect(r.delimiter).toBe(";");
    expect(r.emailColumn).toBe("E-mail, werk, privé");
    expect(r.subscribers).toEqual([
      { email: "piet@example.nl", name: "Jansen, Piet" },
      { email: "anna@example.org", name: "Vries, Anna de" },
    ]);
  });

  it("without an e-mail column uses the first column, and the second for the name", () => {
    const r = ok("adres,persoon\npiet@example.nl,Piet\n");
    expect(r.emailColumn).toBe("adres");
    expect(r.subscribers).toEqual([{ email: "piet@example.nl", name: "Piet" }]);
    expect(parseSubscriberCsv("naam,woonplaats\nPiet,Utrecht\nAnna,Delft\n")).toEqual({
      ok: false,
      error: "noValid",
    });
  });

  it("skips an Excel 'sep=' first line and uses the delimiter it announces", () => {
    for (const sep of [",", ";", "\t", "|"]) {
      const r = ok(`sep=${sep}\r\nNaam${sep}Email\r\n"Piet, Jansen"${sep}piet@example.nl\r\n`);
      expect(r.delimiter).toBe(sep);
      expect(r.emailColumn).toBe("Email");
      expect(r.subscribers).toEqual([{ email: "piet@example.nl", name: "Piet, Jansen" }]);
    }
    // Quoted, written-out tab, after a byte-order mark; lines still count from the file's first.
    const r = ok('\uFEFF"sep=\\t"\nemail\tnaam\ngeen-adres\tX\nanna@example.org\tAnna\n');
    expect(r.delimiter).toBe("\t");
    expect(r.subscribers).toEqual([{ email: "anna@example.org", name: "Anna" }]);
    expect(r.skipped).toEqual([{ line: 3, value: "geen-adres", reason: "invalid" }]);
    expect(parseSubscriberCsv("sep=;\n")).toEqual({ ok: false, error: "noData" });
  });

  it("prefers an exact e-mail header, else the 'email' column holding addresses", () => {
    const exact = ok(
      "Email verified;Naam;E-mailadres\nja;Piet;piet@example.nl\nnee;Anna;anna@example.org\n",
    );
    expect(exact.emailColumn).toBe("E-mailadres");
    expect(exact.subscribers).toEqual([
      { email: "piet@example.nl", name: "Piet" },
      { email: "anna@example.org", name: "Anna" },
    ]);
    for (const header of ["email", "E-mail", "e_mail", "Email Address", "MAIL", "e-mail adres"]) {
      expect(ok(`email_opt_in,${header}\ntrue,piet@example.nl\n`).emailColumn).toBe(header);
    }
    // No exact header: the column whose values are addresses.
    const byValues = ok(
      "email_opt_in,Naam,Email werk\ntrue,Piet,piet@example.nl\nfalse,Anna,anna@example.org\n",
    );
    expect(byValues.emailColumn).toBe("Email werk");
    expect(byValues.subscribers.map((s) => s.email)).toEqual([
      "piet@example.nl",
      "anna@example.org",
    ]);
    // Neither column holds addresses: the first that names e-mail, as before.
    expect(parseSubscriberCsv("email_opt_in,Email werk\nja,nee\n")).toEqual({
      ok: false,
      error: "noValid",
    });
  });

  it("counts invalid rows and duplicates in another case, keeping the first spelling", () => {
    const r = ok(
      [
        "email,naam",
        "Piet@Example.nl,Piet",
        "piet@example.NL,Piet 2",
        "geen-adres,X",
        "kort@tld.n,Y",
        "twee@@example.nl,Z",
        ",leeg",
        "spatie in@example.nl,W",
        "anna@example.org,Anna",
      ].join("\n"),
    );
    expect(r.subscribers).toEqual([
      { email: "Piet@Example.nl", name: "Piet" },
      { email: "anna@example.org", name: "Anna" },
    ]);
    expect(r.invalid).toBe(5);
    expect(r.duplicates).toBe(1);
  });

  it("needs at least two non-empty lines", () => {
    expect(parseSubscriberCsv("")).toEqual({ ok: false, error: "noData" });
    expect(parseSubscriberCsv("email\n\n  \n")).toEqual({ ok: false, error: "noData" });
    expect(parseSubscriberCsv("\uFEFF")).toEqual({ ok: false, error: "noData" });
  });

  it("accepts .csv, csv, plain-text and excel types; refuses others", () => {
    expect(isCsvFile({ name: "Lijst.CSV", type: "" })).toBe(true);
    expect(isCsvFile({ name: "lijst.txt", type: "text/plain" })).toBe(true);
    expect(isCsvFile({ name: "lijst", type: "text/csv" })).toBe(true);
    expect(isCsvFile({ name: "lijst.xls", type: "application/vnd.ms-excel" })).toBe(true);
    expect(isCsvFile({ name: "foto.png", type: "image/png" })).toBe(false);
    expect(
      isCsvFile({
        name: "lijst.xlsx",
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      }),
    ).toBe(false);
  });

  it("wants a top-level domain of two or more characters", () => {
    expect(isImportableEmail("a@b.nl")).toBe(true);
    expect(isImportableEmail("a@b.n")).toBe(false);
    expect(isImportableEmail("a@b")).toBe(false);
    expect(isImportableEmail("a@sub.b.co")).toBe(true);
  });
});

describe("the file's encoding", () => {
  const text = "email;naam\r\nzoe@example.nl;Zoë Çelik\r\n";
  const utf16be = (s: string) => Buffer.from(s, "utf16le").swap16();

  it("reads UTF-8 (with or without a byte-order mark), UTF-16 and Windows-1252 alike", () => {
    const files: [string, Buffer, CsvEncoding][] = [
      ["UTF-8", Buffer.from(text), "utf-8"],
      [
        "UTF-8 with BOM",
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]),
        "utf-8",
      ],
      [
        "UTF-16LE with BOM",
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]),
        "utf-16le",
      ],
      ["UTF-16LE without BOM", Buffer.from(text, "utf16le"), "utf-16le"],
      ["UTF-16BE with BOM", Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text)]), "utf-16be"],
      ["Windows-1252 (Excel)", Buffer.from(text, "latin1"), "windows-1252"],
    ];
    for (const [name, bytes, encoding] of files) {
      expect(csvEncoding(bytes), name).toBe(encoding);
      expect(decodeCsv(bytes), name).toBe(text);
      const parsed = parseSubscriberCsv(decodeCsv(bytes));
      expect(parsed.ok && parsed.subscribers, name).toEqual([
        { email: "zoe@example.nl", name: "Zoë Çelik" },
      ]);
    }
  });

  it("takes a stray NUL in a UTF-8 file for what it is, not for UTF-16", () => {
    const bytes = Buffer.from("email;naam\nzoe@example.nl;Zo\u0000ë\n");
    expect(csvEncoding(bytes)).toBe("utf-8");
  });

  it("keeps UTF-8 when the sample ends inside a character", () => {
    const bytes = Buffer.from("naam;email\nZoë");
    expect(csvEncoding(bytes.subarray(0, bytes.length - 1))).toBe("utf-8");
  });
});
