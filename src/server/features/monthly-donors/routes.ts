import { monthlyDonorSchema } from "@shared/schemas/monthly-donor";
import type { FastifyInstance } from "fastify";
import { publicFormRoute } from "../../http/contract";
import { createMonthlyDonorService } from "./service";

/** POST /api/monthly-donors -> 201: a monthly donor sign-up. */
export async function monthlyDonorRoutes(app: FastifyInstance): Promise<void> {
  const service = createMonthlyDonorService(app.services);
  publicFormRoute(app, {
    url: "/api/monthly-donors",
    summary: "Aanmelding als maandelijkse donateur",
    body: monthlyDonorSchema,
    submit: (input) => service.submit(input),
  });
}
