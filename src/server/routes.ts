import type { FastifyInstance } from "fastify";
import { adminDataRoutes } from "./features/admin/routes";
import { adminArea, watchRoutes } from "./features/auth/admin-area";
import { usersAdminRoutes } from "./features/auth/admin-routes";
import { authRoutes } from "./features/auth/routes";
import { backupAdminRoutes } from "./features/backups/admin-routes";
import { campaignAdminRoutes } from "./features/campaigns/admin-routes";
import { campaignRoutes } from "./features/campaigns/routes";
import { recordPaidDonation, undoPaidDonation } from "./features/campaigns/service";
import { contactRoutes } from "./features/contact/routes";
import { sendReceipt } from "./features/donations/receipt";
import { donationRoutes } from "./features/donations/routes";
import { emailDiagnosticsAdminRoutes } from "./features/email-diagnostics/admin-routes";
import { goLiveAdminRoutes } from "./features/go-live/admin-routes";
import { healthRoutes } from "./features/health/routes";
import { donorMonthlyGifts } from "./features/monthly-donors/donor-gifts";
import { createMollieGiving } from "./features/monthly-donors/mollie-giving";
import { strayMonthNotice } from "./features/monthly-donors/stray-months";
import { monthlyDonorRoutes } from "./features/monthly-donors/routes";
import { myGiftsRoutes } from "./features/my-gifts/routes";
import { periodicGiftAdminRoutes } from "./features/periodic-gifts/admin-routes";
import { periodicGiftRoutes } from "./features/periodic-gifts/routes";
import { newsletterSignupRoutes } from "./features/newsletter-signup/routes";
import { newsletterAdminRoutes } from "./features/newsletters/admin-routes";
import { newsletterWorker } from "./features/newsletters/worker";
import { privacyAdminRoutes } from "./features/privacy/admin-routes";
import { createPaymentProvider } from "./features/payments";
import { monthlyGivingAdminRoutes } from "./features/monthly-donors/admin-routes";
import { statementAdminRoutes } from "./features/statements/admin-routes";
import { settingsAdminRoutes } from "./features/settings/admin-routes";
import { settingsRoutes } from "./features/settings/routes";
import { subscriberAdminRoutes } from "./features/subscribers/admin-routes";
import { unsubscribeRoutes } from "./features/unsubscribe/routes";
import { uploadAdminRoutes, uploadRoutes } from "./features/uploads/routes";
import { volunteerRoutes } from "./features/volunteers/routes";
import { apiDocsAdminRoutes } from "./http/openapi";

/**
 * Every feature's routes, registered in one place. Public POST routes opt in to the
 * per-IP rate limit with `config: perMinuteLimit(app)` (http/contract.ts).
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  watchRoutes(app); // first: refuses to start if an /api/admin route escapes the guard
  await app.register(healthRoutes);
  await app.register(campaignRoutes);
  await app.register(settingsRoutes);
  await app.register(contactRoutes);
  await app.register(volunteerRoutes);
  await app.register(periodicGiftRoutes);
  // Monthly gifts: collected by the foundation's bank (direct-debit files), or with
  // PAYMENT_PROVIDER=mollie by a Mollie subscription after a first iDEAL payment.
  const { config, recurring } = app.services;
  // One Mollie side of monthly giving, for the sign-up, the donor's link and 'Mijn giften'.
  // It exists whenever MOLLIE_API_KEY is set: after a switch to the bank the gifts Mollie
  // collects are still changed there and their months still recorded by its webhook.
  const mollieGiving = recurring
    ? createMollieGiving({
        db: app.services.database.db,
        recurring,
        publicUrl: (path) => `${config.PUBLIC_URL}${path}`,
        onPaid: [async (tx, donation) => void (await recordPaidDonation(tx, donation))],
        // Every paid month of the gift gets its receipt, as a one-off gift does (at most once).
        receipt: async (tx, donation) => void (await sendReceipt(tx, donation.id, app.services)),
        // A month collected by a subscription the gift never stored: the foundation is told.
        onStrayPaid: strayMonthNotice(app.services),
        onRefunded: [async (tx, donation) => undoPaidDonation(tx, donation)],
        log: app.log,
      })
    : undefined;
  await app.register(monthlyDonorRoutes, {
    mollie: mollieGiving,
    // New sign-ups go to Mollie only while it is the payment provider.
    mollieSignUps: config.PAYMENT_PROVIDER === "mollie",
  });
  // onPaid: callbacks run once per donation inside the transaction that marks it paid.
  await app.register(donationRoutes, {
    payments: createPaymentProvider(app.services.config),
    onPaid: [
      // A paid donation moves its campaign (winterhulp -> the winter campaign).
      async (tx, donation) => void (await recordPaidDonation(tx, donation)),
    ],
    // onRefunded: once per paid donation given back in full (refund or chargeback).
    onRefunded: [async (tx, donation) => undoPaidDonation(tx, donation)],
  });
  await app.register(authRoutes);
  // 'Mijn giften': the donor's own page, with its own sign-in by e-mailed link.
  await app.register(myGiftsRoutes, {
    monthlyGifts: donorMonthlyGifts(app.services.database.db, mollieGiving),
  });
  // Unsubscribe links (public), newsletter images (public), the sending worker.
  await app.register(unsubscribeRoutes);
  // Newsletter sign-up (double opt-in) from the footer, and its confirmation link.
  await app.register(newsletterSignupRoutes);
  await app.register(uploadRoutes);
  await app.register(newsletterWorker);
  // Every /api/admin/* route goes in this list: one guard (401/403) covers them all.
  await app.register(
    adminArea([
      usersAdminRoutes,
      campaignAdminRoutes,
      adminDataRoutes,
      settingsAdminRoutes,
      newsletterAdminRoutes,
      subscriberAdminRoutes,
      uploadAdminRoutes,
      emailDiagnosticsAdminRoutes,
      goLiveAdminRoutes,
      monthlyGivingAdminRoutes(recurring),
      statementAdminRoutes,
      periodicGiftAdminRoutes,
      backupAdminRoutes,
      privacyAdminRoutes,
      apiDocsAdminRoutes,
    ]),
    { prefix: "/api/admin" },
  );
}
