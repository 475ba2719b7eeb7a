import { formatEuro } from "@shared/money";
import { describe, expect, it } from "vitest";
import { appPerFile } from "./support/app";
import { openPage } from "./support/browser";
import { fillDonor, openWizard, resultForCash } from "./zakat-support";

// Mollie at an address where nothing listens: the server stores the donation, the
// provider call fails, and the API answers 502 with its own Dutch message.
const app = appPerFile({
  PAYMENT_PROVIDER: "mollie",
  MOLLIE_API_KEY: "test_unreachable",
  MOLLIE_API_URL: "http://127.0.0.1:9/v2",
});

describe("a failed zakat payment start", () => {
  it("shows the server's Dutch message in the toast and stays on the form", async () => {
    // The failed POST itself is logged by Chromium; that one is intended.
    const { page, errors, context } = await openPage(app.browser, {
      allow: [/status of 502/],
    });
    await openWizard(page, app.server.url);
    await resultForCash(page, "26000");
    await fillDonor(page);
    const pay = page.getByRole("button", { name: `Betaal ${formatEuro(650)}` });
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/donations"));
    await pay.click();
    expect((await answer).status()).toBe(502);

    const toast = page
      .getByRole("region", { name: /Meldingen/ })
      .getByRole("listitem")
      .filter({ hasText: "Fout bij zakaat betaling" });
    await toast
      .getByText("De betaalpagina kon niet worden geopend. Probeer het later opnieuw.", {
        exact: true,
      })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/zakaat");
    await expect.poll(() => pay.isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
