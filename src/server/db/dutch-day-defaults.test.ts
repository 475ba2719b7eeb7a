import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../test/app";
import type { Db } from "./client";
import { selectRows } from "./rows";
import { engines } from "../test/databases";

/** 00:30 on 1 January 2027 in Amsterdam; still 31 December 2026 in UTC. */
const NEW_YEAR_NIGHT = "'2026-12-31T23:30:00Z'::timestamptz";

describe.each(engines)("dates the database fills in on %s", (engine) => {
  it("are Dutch days and years, also when the database runs in UTC", async () => {
    const { app } = await buildTestApp({ engine });
    const { db } = app.services.database;
    const defaults = await selectRows<{
      table_name: string;
      column_name: string;
      data_type: string;
      expr: string;
    }>(
      db,
      sql`select table_name, column_name, data_type, column_default as expr
            from information_schema.columns
           where (table_name, column_name) in (('monthly_donors', 'mandate_signed_on'),
                 ('monthly_donors', 'mandate_reference'), ('periodic_gifts', 'transaction_number'))
           order by table_name, column_name`,
    );
    expect(defaults).toHaveLength(3);
    // Each default evaluated at a fixed moment, in a session whose zone is UTC.
    const at = await db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'UTC'`);
      const values: Record<string, string> = {};
      for (const { table_name, column_name, data_type, expr } of defaults) {
        expect(expr).toContain("now()");
        const [evaluated] = await selectRows<{ v: string }>(
          tx as Db,
          sql.raw(
            `select ((${expr.replaceAll("now()", NEW_YEAR_NIGHT)})::${data_type})::text as v`,
          ),
        );
        values[`${table_name}.${column_name}`] = evaluated!.v;
      }
      return values;
    });
    expect(at["monthly_donors.mandate_signed_on"]).toBe("2027-01-01");
    expect(at["monthly_donors.mandate_reference"]).toMatch(/^QAMAR-2027-\d{6}$/);
    expect(at["periodic_gifts.transaction_number"]).toMatch(/^PG-2027-\d{6}$/);
  });
});
