import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { BackupFile } from "../../backup/files";
import { listBackups } from "../../backup/files";
import { backupDatabase } from "../../backup/make";
import { adminErrors, apiError } from "../../http/contract";

const backupSchema = z.object({
  name: z.string(),
  kind: z.enum(["pglite", "postgres"]),
  createdAt: z.string().describe("ISO 8601, UTC"),
  sizeBytes: z.number().int(),
});

const backupList = z.object({
  directory: z.string().describe("BACKUP_DIR op de server"),
  backups: z.array(backupSchema).describe("Nieuwste eerst"),
});

function toJson(backup: BackupFile): z.infer<typeof backupSchema> {
  const { name, kind, createdAt, sizeBytes } = backup;
  return { name, kind, createdAt: createdAt.toISOString(), sizeBytes };
}

/**
 * /api/admin/backups: the backups in BACKUP_DIR, and one made now by the running app
 * (with PGlite the only process that may read the data directory).
 */
export async function backupAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config, database } = app.services;

  app.get(
    "/backups",
    {
      schema: {
        tags: ["back-ups"],
        summary: "Back-ups in BACKUP_DIR, nieuwste eerst",
        response: { 200: backupList, 409: apiError, ...adminErrors },
      },
    },
    async () => ({
      directory: config.BACKUP_DIR,
      backups: (await listBackups(config.BACKUP_DIR)).map(toJson),
    }),
  );

  app.post(
    "/backups",
    {
      schema: {
        tags: ["back-ups"],
        summary: "Nu een back-up maken (PGlite: de datamap; PostgreSQL: pg_dump)",
        response: { 201: backupSchema, 409: apiError, ...adminErrors },
      },
    },
    async (_request, reply) => {
      const backup = await backupDatabase(database, {
        databaseUrl: config.DATABASE_URL,
        dir: config.BACKUP_DIR,
      });
      return reply.code(201).send(toJson(backup));
    },
  );
}
