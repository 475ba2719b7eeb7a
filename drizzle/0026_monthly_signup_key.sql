ALTER TABLE "monthly_donors" ADD COLUMN "signup_key" text;--> statement-breakpoint
-- The gifts signed up on the site before this keep their place: each one still running
-- gets its key, the oldest where the same address (and IBAN) signed up more than once,
-- so the index can be made and a new sign-up of such a donor is refused. A periodic
-- gift's mandate was not signed up on the site and gets none.
UPDATE "monthly_donors" AS m SET "signup_key" = k.signup_key
FROM (
  SELECT DISTINCT ON (s.signup_key) s.id, s.signup_key
  FROM (
    SELECT d.id, d.created_at,
           CASE WHEN d.collected_by = 'mollie' THEN 'mollie:' || lower(d.email)
                ELSE 'bank:' || lower(d.email) || ':' || upper(d.iban) END AS signup_key
    FROM "monthly_donors" AS d
    WHERE d.mandate_status <> 'cancelled'
      AND NOT EXISTS (SELECT 1 FROM "periodic_gifts" AS p WHERE p.monthly_donor_id = d.id)
  ) AS s
  ORDER BY s.signup_key, s.created_at, s.id
) AS k
WHERE m.id = k.id;--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_donors_signup_key_idx" ON "monthly_donors" USING btree ("signup_key") WHERE "monthly_donors"."mandate_status" <> 'cancelled';
