import { describe, expect, it } from "vitest";
import { ageNl, backupStatus } from "./status";

const now = new Date("2026-11-25T12:00:00Z");
const made = (iso: string) => ({ name: "qamar-x.pglite.tar.gz", createdAt: new Date(iso) });
const status = (
  latest: ReturnType<typeof made> | undefined,
  engine: "pglite" | "postgres" = "pglite",
) => backupStatus({ latest, now, engine, dir: "/srv/qamar/backups" });

describe("the 'Laatste back-up' verdict", () => {
  it("is green for a backup younger than 26 hours, with its time and age", () => {
    expect(status(made("2026-11-25T02:45:00Z"))).toEqual({
      mark: "green",
      message: "Laatste back-up: 25 november 2026 om 03:45 (9 uur geleden).",
      details: ["qamar-x.pglite.tar.gz"],
    });
    expect(status(made("2026-11-24T10:00:01Z")).mark).toBe("green");
  });

  it("is orange from 26 hours on, saying how backups are made", () => {
    const old = status(made("2026-11-24T10:00:00Z"));
    expect(old.mark).toBe("orange");
    expect(old.message).toMatch(
      /^De laatste back-up is van 24 november 2026 om 11:00 \(26 uur geleden\): ouder dan 26 uur\./,
    );
    expect(old.message).toContain("met de knop hieronder maak je er nu een");
    expect(status(made("2026-11-20T12:00:00Z"), "postgres").message).toMatch(
      /\(5 dagen geleden\).*npm run backup/,
    );
  });

  it("is red when there is none, naming the folder", () => {
    const none = status(undefined);
    expect(none.mark).toBe("red");
    expect(none.message).toMatch(/^Er staat nog geen back-up in \/srv\/qamar\/backups\./);
    expect(none.details).toEqual([]);
  });

  it("says the age in minutes, hours or days, or 'zojuist'", () => {
    expect(ageNl(5 * 60_000)).toBe("5 minuten geleden");
    expect(ageNl(47 * 3_600_000)).toBe("47 uur geleden");
    expect(ageNl(49 * 3_600_000)).toBe("2 dagen geleden");
    expect(ageNl(30_000)).toBe("zojuist");
    expect(ageNl(-1000)).toBe("zojuist");
  });
});
