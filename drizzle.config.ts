import { defineConfig } from "drizzle-kit";

// Migrations are generated SQL, reviewed and committed.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./drizzle",
});
