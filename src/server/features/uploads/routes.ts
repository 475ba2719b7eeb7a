import { MAX_UPLOAD_BYTES } from "@shared/uploads";
import type { FastifyError, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminErrors, apiError } from "../../http/contract";
import { listUploads, readUpload, storeUpload, UPLOADS_PATH, UploadTooLargeError } from "./service";

/** Public: the stored images, at the URL the newsletter uses (long-cached, immutable). */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services.database;
  const schema = {
    summary: "Een opgeslagen afbeelding (voor nieuwsbrieven)",
    tags: ["afbeeldingen"],
    params: z.object({ file: z.string().describe("Bestandsnaam, bijv. 3f2a....png") }),
    response: {
      200: {
        description: "De afbeelding zelf, lang te bewaren (immutable)",
        content: {
          "image/*": { schema: z.instanceof(Buffer).meta({ type: "string", format: "binary" }) },
        },
      },
      404: apiError,
    },
  };
  const images = app.withTypeProvider<ZodTypeProvider>();
  images.get(`${UPLOADS_PATH}/:file`, { schema }, async (request, reply) => {
    const upload = await readUpload(db, request.params.file);
    return (
      reply
        .header("content-type", upload.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("content-security-policy", "default-src 'none'")
        // Mail apps in a browser (webmail) show it from their own origin.
        .header("cross-origin-resource-policy", "cross-origin")
        .send(upload.data)
    );
  });
}

/** A stored image as the admin's list shows it. */
const uploadListItem = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().describe("Grootte in bytes"),
  url: z.string().describe("Openbare URL van de afbeelding"),
  createdAt: z.iso.datetime(),
});
const stored = z.object({ fileName: z.string(), url: z.string(), size: z.number().int() });

/**
 * Admin: GET /api/admin/uploads lists the stored images (`{ uploads: [...] }`, newest
 * first, no bytes); POST /api/admin/uploads with the file as the request body (any content type;
 * the bytes decide). Inside the admin area, so the guard runs before the body is read.
 */
export async function uploadAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.services;
  // One byte over the limit is read so the service can refuse it by name.
  const bodyLimit = MAX_UPLOAD_BYTES + 1;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit }, (_req, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: FastifyError, _request, _reply) => {
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw new UploadTooLargeError();
    throw error; // the app's error handler
  });
  app.get(
    "/uploads",
    {
      schema: {
        tags: ["afbeeldingen"],
        summary: "Opgeslagen afbeeldingen, nieuwste eerst (zonder inhoud)",
        response: { 200: z.object({ uploads: z.array(uploadListItem) }), ...adminErrors },
      },
    },
    async () => ({ uploads: await listUploads(database.db, config.PUBLIC_URL) }),
  );
  app.post(
    "/uploads",
    {
      bodyLimit,
      schema: {
        tags: ["afbeeldingen"],
        summary: "Afbeelding uploaden (voor nieuwsbrieven)",
        description:
          "De body is het bestand zelf (JPG, PNG, GIF, WebP of AVIF; de bytes beslissen, niet het content-type), hoogstens 5 MB.",
        response: { 201: stored, ...adminErrors, 413: apiError },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return reply.code(201).send(await storeUpload(database.db, body, config.PUBLIC_URL));
    },
  );
}
