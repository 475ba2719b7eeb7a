import { describe, expect, it } from "vitest";
import { site } from "@shared/site";
import { api, expectToast, open } from "./forms-support";
import { appWithMailSink } from "./support/app";
import { openPage } from "./support/browser";
import { startServer } from "./support/server";

const receiptsTo = (address: string) =>
  app.sink.messages.filter((m) => JSON.stringify(m.to ?? "").includes(address));
const storageKeys = () =>
  ["donationContext", "zakaatContext", "donationRequest"].flatMap((k) =>
    [sessionStorage.getItem(k), localStorage.getItem(k)].filter(Boolean),
  );

const app = appWithMailSink();

describe("donations through the demo checkout", () => {
  it("one-off: demo 'Betalen' -> success page with the e-mail notice; one receipt after a reload", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await open(page, `${app.server.url}/doneren`);
    const form = page.getByRole("form", { name: "Eenmalig doneren" });
    await form.getByRole("button", { name: "Doneer nu" }).click();
    await expectToast(page, "Selecteer een bedrag");
    // Focus goes to the first field in error, the amount, not to the first one the form
    // library knows (the e-mail address).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement as HTMLInputElement | null;
          return `${active?.type} ${active?.closest("fieldset")?.querySelector("legend")?.textContent}`;
        }),
      )
      .toMatch(/^radio Bedrag/);
    await form.getByText("€ 25", { exact: true }).click();
    await form.getByRole("textbox", { name: "E-mailadres", exact: true }).fill("yusuf@example.nl");
    await form.getByRole("button", { name: "Doneer nu" }).click();

    await page.waitForURL(/\/demo-betaling\?donation=/);
    await page.getByText("Testbetaling: er wordt niets afgeschreven").waitFor();
    await expect.poll(() => page.getByText("Winterhulp Gaza").count()).toBeGreaterThan(0);
    // The checkout's own figures (the footer has a <dd> too): wait for them.
    await page.locator("main dd").first().waitFor();
    expect(await page.locator("main dd").first().textContent()).toMatch(/€\s25,00/);
    await page.getByRole("button", { name: "Betalen" }).click();

    await page.waitForURL(/\/donation-success\?session_id=/);
    await page.getByRole("heading", { name: "Bedankt voor uw donatie!" }).waitFor();
    await expectToast(page, "Email verzonden!");
    // The page itself says what was given, besides the toast.
    await page.getByText(/^Uw gift van €\s25,00 is ontvangen\.$/).waitFor();
    await expect.poll(() => page.evaluate(storageKeys)).toEqual([]);
    await expect.poll(() => receiptsTo("yusuf@example.nl").length, { timeout: 20_000 }).toBe(1);
    expect(receiptsTo("yusuf@example.nl")[0]?.subject).toBe(
      "Bedankt voor uw donatie aan Stichting Qamar",
    );

    await page.reload({ waitUntil: "networkidle" });
    await page.getByText(/^Uw gift van €\s25,00 is ontvangen\.$/).waitFor();
    // Give a second receipt every chance to arrive: there must be none.
    await new Promise((r) => setTimeout(r, 4000));
    expect(receiptsTo("yusuf@example.nl")).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("emergency: 'Annuleren' leads to the cancelled page and the donation is cancelled", async () => {
    const { page, errors, context } = await openPage(app.browser, { width: 375 });
    await open(page, `${app.server.url}/noodhulp`);
    const form = page.getByRole("form", { name: "Doneer noodhulp" });
    expect(await form.getByRole("radio", { name: "€ 25" }).isChecked()).toBe(true);
    await form.getByRole("button", { name: "Doneer noodhulp" }).click();
    await expectToast(page, "Voornaam vereist");
    await form.getByRole("textbox", { name: "Voornaam", exact: true }).fill("Amina");
    await form.getByRole("textbox", { name: "Achternaam", exact: true }).fill("Yilmaz");
    await form.getByRole("textbox", { name: "E-mailadres", exact: true }).fill("amina@example.nl");
    await form.getByRole("button", { name: "Doneer noodhulp" }).click();
    await page.waitForURL(/\/demo-betaling\?donation=/);
    const donationId = new URL(page.url()).searchParams.get("donation")!;
    await page.getByRole("button", { name: "Annuleren" }).click();
    await page.waitForURL(/\/donation-cancelled\?session_id=/);
    await page.getByRole("heading", { name: "Donatie geannuleerd" }).waitFor();
    await page.getByText("Er zijn geen kosten in rekening gebracht.").waitFor();
    for (const link of ["Probeer opnieuw", "Drager worden", "Contact"]) {
      expect(await page.getByRole("link", { name: link }).count()).toBeGreaterThan(0);
    }
    const state = await api<{ status: string; emailSent: boolean }>(
      app.server.url,
      "/api/donations/confirmation",
      { sessionId: donationId },
    );
    expect(state).toMatchObject({ status: "cancelled", emailSent: false });
    expect(receiptsTo("amina@example.nl")).toHaveLength(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Friday sadaqa and sadaqah1 start a donation with their purpose", async () => {
    const { page, errors, context } = await openPage(app.browser);
    await open(page, `${app.server.url}/djumua-sadaqa`);
    const friday = page.getByRole("form", { name: "Geef uw sadaqa" });
    expect(await friday.getByRole("radio", { name: "€ 10" }).isChecked()).toBe(true);
    await friday.getByRole("textbox", { name: "Voornaam", exact: true }).fill("Omar");
    await friday.getByRole("textbox", { name: "Achternaam", exact: true }).fill("Haidari");
    await friday.getByRole("textbox", { name: "E-mailadres", exact: true }).fill("omar@example.nl");
    await friday
      .getByRole("textbox", { name: "Bericht (optioneel)", exact: true })
      .fill("Voor Gaza");
    await friday.getByRole("button", { name: "Geef uw sadaqa" }).click();
    await page.waitForURL(/\/demo-betaling/);
    await page.getByText("Djumu'a Sadaqa - Voor Gaza").waitFor();

    await open(page, `${app.server.url}/sadaqah1`);
    const short = page.getByRole("form", { name: "Sadaqah geven" });
    await short.getByRole("textbox", { name: "E-mailadres", exact: true }).fill("geen-adres");
    await short.getByRole("button", { name: "Geef sadaqah" }).click();
    await expectToast(page, "Ongeldig e-mailadres");
    await short.getByRole("textbox", { name: "E-mailadres", exact: true }).fill("s@example.nl");
    await short.getByText("Eigen bedrag", { exact: true }).click();
    await short.getByRole("textbox", { name: "Eigen bedrag (€)", exact: true }).fill("7.5");
    await short.getByRole("button", { name: "Geef sadaqah" }).click();
    await page.waitForURL(/\/demo-betaling/);
    await page.getByText("Sadaqah1").waitFor();
    // The checkout's own figures (the footer has a <dd> too): wait for them.
    await page.locator("main dd").first().waitFor();
    expect(await page.locator("main dd").first().textContent()).toMatch(/€\s7,50/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("success page: zakaat wording with a zakaat context; nothing happens without session_id", async () => {
    const { donationId } = await api<{ donationId: string }>(app.server.url, "/api/donations", {
      kind: "zakat",
      donorType: "individual",
      firstName: "Omar",
      lastName: "Haidari",
      email: "zakat@example.nl",
      amount: "250.00",
    });
    await api(app.server.url, "/api/payments/demo/webhook", { id: donationId, status: "paid" });
    // The unknown donation's 404 is expected in the console.
    const { page, errors, context } = await openPage(app.browser, { allow: [/status of 404/] });
    await page.addInitScript((id) => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        sessionStorage.setItem("zakaatContext", JSON.stringify({ kind: "zakat", donationId: id }));
      }
    }, donationId);
    await open(page, `${app.server.url}/donation-success?session_id=${donationId}`);
    await page.getByRole("heading", { name: "Barakallahu feeki" }).waitFor();
    await page
      .getByText(/zakaatbewijs/)
      .first()
      .waitFor();
    // The zakaat receipt's ANBI number is on screen too.
    await page
      .getByText(`is door de Belastingdienst erkend als ANBI (RSIN ${site.registration.rsin})`)
      .waitFor();
    await expect.poll(() => page.evaluate(storageKeys)).toEqual([]);

    // A link cut short names no donation: the page thanks nobody for a gift it cannot find.
    await open(page, `${app.server.url}/donation-success?session_id=bestaat-niet`);
    await page.getByRole("heading", { name: "Donatie niet gevonden" }).waitFor();
    expect(await page.getByRole("heading", { name: "Bedankt voor uw donatie!" }).count()).toBe(0);

    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    await open(page, `${app.server.url}/donation-success`);
    await page.getByRole("heading", { name: "Bedankt voor uw donatie!" }).waitFor();
    expect(requests.filter((u) => u.includes("/api/donations"))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("rate limit toast", () => {
  it("shows the Dutch 429 message as a toast", async () => {
    const limited = await startServer({ RATE_LIMIT_PER_MINUTE: "1" });
    try {
      const { page, context } = await openPage(app.browser, { allow: [/status of 429/] });
      await open(page, `${limited.url}/contact`);
      const sendContact = async (message: string) => {
        await page.getByRole("textbox", { name: "Naam", exact: true }).fill("Fatima");
        await page
          .getByRole("main")
          .getByRole("textbox", { name: "E-mailadres", exact: true })
          .fill("fatima@example.nl");
        await page.getByRole("textbox", { name: "Bericht", exact: true }).fill(message);
        await page.getByRole("button", { name: "Verstuur bericht" }).click();
      };
      await sendContact("Een bericht van tien tekens.");
      await expectToast(page, "Bericht verzonden!");
      await sendContact("Een tweede bericht, te snel.");
      await expectToast(page, "Te veel verzoeken");
      await expectToast(page, "Probeer het over een minuut opnieuw.");
      await context.close();
    } finally {
      await limited.stop();
    }
  });
});
