import type { StandInEntry } from "@shared/facts/stand-in";
import type { DnsRecordCheck } from "@shared/schemas/email-diagnostics";
import type { GoLiveCheck } from "@shared/schemas/go-live";
import { backupStatus } from "../../backup/status";
import { type Config, sepaCreditorPlaceholders } from "../../config";

/** What the checks look at besides the configuration, measured before they run. */
export interface GoLiveProbes {
  /** The SMTP server answered (transport verify), or why not; outbox: not tried. */
  smtp: { transport: "outbox" | "smtp"; ok: boolean; error?: string };
  /** MAIL_FROM's domain and its SPF/DKIM/DMARC verdicts, or why DNS gave none. */
  mailDns: { domain: string; records: DnsRecordCheck[]; error: string | null };
  /** The newest backup in BACKUP_DIR (none: undefined), the engine and the time of the check. */
  backup: {
    engine: "pglite" | "postgres";
    dir: string;
    latest: { name: string; createdAt: Date } | undefined;
    /** Why BACKUP_DIR could not be read, in Dutch; undefined when it could. */
    unusable?: string;
    now: Date;
  };
  /** Monthly gifts Mollie collects (`collected_by = 'mollie'`) that are not stopped. */
  mollieGifts: { active: number; paused: number };
}

export interface GoLiveInput {
  config: Pick<
    Config,
    | "APP_SECRET"
    | "PUBLIC_URL"
    | "PAYMENT_PROVIDER"
    | "MOLLIE_API_KEY"
    | "MAIL_TRANSPORT"
    | "MAIL_FROM"
    | "ADMIN_EMAILS"
    | "ALLOW_PLACEHOLDERS"
    | "SEPA_CREDITOR_ID"
    | "SEPA_CREDITOR_IBAN"
  >;
  /** The values still marked as stand-ins in content/foundation.ts and content/foundation-details.ts. */
  standIns: readonly StandInEntry[];
  probes: GoLiveProbes;
}

/** One item of the checklist: a pure function of the configuration, facts and probes. */
export type GoLiveCheckFn = (input: GoLiveInput) => GoLiveCheck;

const result = (
  id: string,
  title: string,
  mark: GoLiveCheck["mark"],
  message: string,
  details: string[] = [],
): GoLiveCheck => ({ id, title, mark, message, details });

export const appSecretCheck: GoLiveCheckFn = ({ config }) =>
  config.APP_SECRET
    ? result("app-secret", "Geheime sleutel (APP_SECRET)", "green", "APP_SECRET is ingesteld.")
    : result(
        "app-secret",
        "Geheime sleutel (APP_SECRET)",
        "red",
        "De site gebruikt een sleutel die hij zelf in de datamap heeft gemaakt. Zet APP_SECRET op 32 of meer willekeurige tekens (openssl rand -hex 32) en bewaar hem buiten de repository.",
      );

export const publicUrlCheck: GoLiveCheckFn = ({ config }) =>
  config.PUBLIC_URL.startsWith("https://")
    ? result("public-url", "Adres van de site (PUBLIC_URL)", "green", `${config.PUBLIC_URL}`)
    : result(
        "public-url",
        "Adres van de site (PUBLIC_URL)",
        "red",
        `De site staat op ${config.PUBLIC_URL}. Zet PUBLIC_URL op het https://-adres van de site: dan zijn cookies beveiligd en wijzen links in e-mails en Mollie's meldingen naar de goede plek.`,
      );

export const paymentCheck: GoLiveCheckFn = ({ config }) =>
  config.PAYMENT_PROVIDER === "demo"
    ? result(
        "payment",
        "Betalingen (PAYMENT_PROVIDER)",
        "red",
        "De demo-kassa rekent niets af. Zet PAYMENT_PROVIDER op mollie (met MOLLIE_API_KEY) of bunq (met BUNQME_HANDLE).",
      )
    : result(
        "payment",
        "Betalingen (PAYMENT_PROVIDER)",
        "green",
        `Betalingen lopen via ${config.PAYMENT_PROVIDER === "mollie" ? "Mollie" : "bunq"}.`,
      );

/**
 * Gifts Mollie collects stay with Mollie after a switch to the bank (decision 060), but only
 * an instance with MOLLIE_API_KEY hears Mollie's webhook and passes a change on to Mollie.
 */
export const mollieGiftsCheck: GoLiveCheckFn = ({ config, probes: { mollieGifts } }) => {
  const title = "Maandelijkse giften via Mollie (MOLLIE_API_KEY)";
  const running = mollieGifts.active + mollieGifts.paused;
  if (running === 0) {
    return result("mollie-gifts", title, "green", "Er lopen geen maandelijkse giften via Mollie.");
  }
  const counts = [`${mollieGifts.active} actief`, `${mollieGifts.paused} gepauzeerd`];
  if (config.MOLLIE_API_KEY) {
    return result(
      "mollie-gifts",
      title,
      "green",
      `${running} maandelijkse gift(en) lopen via Mollie; MOLLIE_API_KEY is ingesteld, dus hun maanden worden vastgelegd en wijzigingen gaan naar Mollie.`,
      counts,
    );
  }
  return result(
    "mollie-gifts",
    title,
    "red",
    `${running} maandelijkse gift(en) lopen via Mollie, maar MOLLIE_API_KEY is niet ingesteld. Mollie blijft afschrijven, maar de site legt die maanden niet vast en donateurs en beheerders kunnen deze giften niet pauzeren, hervatten of stoppen. Zet MOLLIE_API_KEY terug, ook als PAYMENT_PROVIDER niet meer mollie is.`,
    counts,
  );
};

export const sepaCreditorCheck: GoLiveCheckFn = ({ config }) => {
  const title = "Incassant (SEPA_CREDITOR_ID en SEPA_CREDITOR_IBAN)";
  const left = sepaCreditorPlaceholders(config);
  if (left.length === 0) {
    return result(
      "sepa-creditor",
      title,
      "green",
      `Incassant-ID ${config.SEPA_CREDITOR_ID}, rekening ${config.SEPA_CREDITOR_IBAN}.`,
    );
  }
  const who =
    config.PAYMENT_PROVIDER === "mollie"
      ? "Mollie int de maandelijkse giften, maar periodieke giften int de eigen bank: hun overeenkomst noemt het incassant-ID en het incassobestand heeft beide nodig."
      : "De eigen bank int de maandelijkse giften met het incassobestand, dat het incassant-ID en de rekening van de stichting nodig heeft.";
  return result(
    "sepa-creditor",
    title,
    "red",
    `${left.join(" en ")} ${left.length > 1 ? "staan" : "staat"} nog op de voorbeeldwaarde van de demo. ${who} Zet het incassant-ID dat de bank de stichting gaf en de rekening waarop de giften binnenkomen; in productie wordt zonder die gegevens geen incassobestand gemaakt.`,
    left.map((key) => `${key}: ${config[key]}`),
  );
};

export const smtpCheck: GoLiveCheckFn = ({ probes: { smtp } }) => {
  const title = "Mailserver (SMTP)";
  if (smtp.transport === "outbox") {
    return result(
      "smtp",
      title,
      "red",
      "E-mail blijft in de outbox en gaat niet de deur uit. Zet MAIL_TRANSPORT=smtp en SMTP_URL.",
    );
  }
  return smtp.ok
    ? result("smtp", title, "green", "De mailserver neemt verbinding aan.")
    : result(
        "smtp",
        title,
        "red",
        "De mailserver is niet bereikbaar. Controleer SMTP_URL (adres, poort, gebruiker en wachtwoord).",
        smtp.error ? [smtp.error] : [],
      );
};

const BAD = new Set(["missing", "invalid"]);

export const mailDnsCheck: GoLiveCheckFn = ({ probes: { mailDns } }) => {
  const title = `SPF, DKIM en DMARC voor ${mailDns.domain || "het afzenderdomein"}`;
  const details = mailDns.records.map((r) => `${r.type}: ${r.message}`);
  if (mailDns.error) {
    return result(
      "mail-dns",
      title,
      "orange",
      "Niet gecontroleerd: DNS was niet bereikbaar. Probeer het later opnieuw.",
      [mailDns.error],
    );
  }
  if (mailDns.records.some((r) => BAD.has(r.verdict))) {
    return result(
      "mail-dns",
      title,
      "red",
      `Zonder deze DNS-records belandt e-mail van ${mailDns.domain} vaak in de spam. Vraag je mailprovider welke records je bij je domein zet.`,
      details,
    );
  }
  if (mailDns.records.some((r) => r.verdict !== "ok")) {
    return result(
      "mail-dns",
      title,
      "orange",
      "De records zijn er, maar niet alles is ingesteld. Zie hieronder.",
      details,
    );
  }
  return result("mail-dns", title, "green", "SPF, DKIM en DMARC zijn gevonden.", details);
};

export const standInsCheck: GoLiveCheckFn = ({ standIns, config }) => {
  const title = "Gegevens van de stichting";
  if (standIns.length === 0) {
    return result("stand-ins", title, "green", "Alle gegevens zijn de echte.");
  }
  const override =
    config.ALLOW_PLACEHOLDERS === "1"
      ? " ALLOW_PLACEHOLDERS=1 staat aan: alleen voor een proef."
      : "";
  return result(
    "stand-ins",
    title,
    "red",
    `Nog ${standIns.length} voorbeeldwaarde(n) in content/foundation.ts en content/foundation-details.ts. Vervang ze door de echte gegevens; een productiebuild weigert ze.${override}`,
    standIns.map((s) => `${s.path}: ${s.value}`),
  );
};

export const adminEmailsCheck: GoLiveCheckFn = ({ config }) =>
  config.ADMIN_EMAILS?.length
    ? result(
        "admin-emails",
        "Beheerders (ADMIN_EMAILS)",
        "green",
        `${config.ADMIN_EMAILS.length} adres(sen) mogen de eerste beheerder worden.`,
      )
    : result(
        "admin-emails",
        "Beheerders (ADMIN_EMAILS)",
        "red",
        "Zonder ADMIN_EMAILS wordt het eerste account dat zich aanmeldt beheerder. Zet ADMIN_EMAILS op het adres (of de adressen) van de beheerder, gescheiden door komma's.",
      );

export const backupCheck: GoLiveCheckFn = ({ probes }) => {
  const { mark, message, details } = backupStatus(probes.backup);
  return result("backup", "Laatste back-up", mark, message, details);
};

/** The checklist in the order the page shows it; a new item is one more function here. */
export const goLiveChecks: readonly GoLiveCheckFn[] = [
  appSecretCheck,
  publicUrlCheck,
  paymentCheck,
  mollieGiftsCheck,
  sepaCreditorCheck,
  smtpCheck,
  mailDnsCheck,
  standInsCheck,
  adminEmailsCheck,
  backupCheck,
];
