import { INVISIBLE_CHARACTERS } from "@shared/schemas/fields";
import { type SQL, sql } from "drizzle-orm";

// The site's one e-mail rule (`isEmailAddress` in the shared fields) as a PostgreSQL
// regular expression, for addresses already in the database (donations stored before
// the forms checked as strictly). `]` first and `[` last keep the brackets literal.
const LOCAL = `[^][:space:][:cntrl:]@<>(),;:"\uFFFD${INVISIBLE_CHARACTERS}[]`;
const LABEL = `[^][:space:][:cntrl:]@<>(),;:".\uFFFD${INVISIBLE_CHARACTERS}[]`;
export const EMAIL_SQL_PATTERN = `^${LOCAL}+@${LABEL}+(\\.${LABEL}+)*\\.${LABEL}{2,}$`;

/** Whether `email` (an SQL expression, already trimmed) is one address by the site's rule. */
export function isEmailAddressSql(email: SQL): SQL {
  return sql`(${email} ~ ${EMAIL_SQL_PATTERN} and length(${email}) <= 255)`;
}
