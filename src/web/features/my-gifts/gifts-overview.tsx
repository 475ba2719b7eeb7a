import { formatCents } from "@shared/money";
import type { DonorGift, MyGiftsOverview, NewsletterStatus } from "@shared/schemas/my-gifts";
import { DownloadIcon } from "lucide-react";
import { type Column, DataTable } from "@web/components/ui/table";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { type GiftChange, MonthlyGiftCard } from "./monthly-gift-card";
import { PeriodicGiftCard } from "./periodic-gift-card";
import { downloadLinkClasses } from "./styles";

const day = new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", dateStyle: "medium" });

const columns: Column<DonorGift>[] = [
  { header: "Datum", cell: (g) => day.format(new Date(g.paidAt)) },
  { header: "Bedrag", cell: (g) => formatCents(g.amountCents), align: "right" },
  { header: "Bestemming", cell: (g) => g.destination },
  {
    header: "Kwitantie",
    cell: (g) =>
      g.receipt ? (
        <a className={downloadLinkClasses} href={`/api/mijn-giften/gifts/${g.id}/receipt`} download>
          <DownloadIcon className="size-4" aria-hidden="true" />
          PDF<span className="sr-only"> van de gift van {day.format(new Date(g.paidAt))}</span>
        </a>
      ) : (
        // A month collected by direct debit: the bank statement and the yearly overview.
        <span className="text-muted-foreground">In jaaroverzicht</span>
      ),
  },
];

const sectionTitle = "text-xl font-semibold";

/** What the newsletter card says for each status (which newsletters reach the address). */
const newsletterText: Record<NewsletterStatus, string> = {
  subscribed: "U ontvangt onze nieuwsbrief op dit adres.",
  donor:
    "Als donateur ontvangt u op dit adres de nieuwsbrieven die wij sturen aan de donateurs van een project of bestemming waaraan u gaf. Onze algemene nieuwsbrief voor alle abonnees ontvangt u niet.",
  off: "U ontvangt onze nieuwsbrief niet.",
};

/**
 * The signed-in donor's page: gifts, monthly gift, periodic gifts, statements, newsletter,
 * sign-out.
 */
export function GiftsOverview({
  overview,
  busy,
  onGiftChange,
  onNewsletter,
  onSignOut,
}: {
  overview: MyGiftsOverview;
  busy: boolean;
  onGiftChange: (id: string, change: GiftChange) => Promise<boolean>;
  onNewsletter: (subscribed: boolean) => void;
  onSignOut: () => void;
}) {
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>
          Ingelogd als <strong className="[overflow-wrap:anywhere]">{overview.email}</strong>
        </p>
        <Button variant="outline" disabled={busy} onClick={onSignOut}>
          Uitloggen
        </Button>
      </div>

      {/* The table is the labelled region ('Uw giften'); no second landmark of that name. */}
      <div className="space-y-4">
        <h2 className={sectionTitle}>Uw giften</h2>
        <DataTable
          caption="Uw giften"
          columns={columns}
          rows={overview.gifts}
          rowKey={(g) => g.id}
          empty={<p>Er zijn nog geen betaalde giften bij dit adres.</p>}
        />
      </div>

      {overview.monthlyGifts.length > 0 ? (
        <section aria-labelledby="my-gifts-monthly" className="space-y-4">
          <h2 id="my-gifts-monthly" className={sectionTitle}>
            {overview.monthlyGifts.every((gift) => gift.intervalMonths === 1)
              ? "Maandelijkse gift"
              : "Automatische incasso"}
          </h2>
          {overview.monthlyGifts.map((gift) => (
            <MonthlyGiftCard
              key={gift.id}
              gift={gift}
              onChange={(change) => onGiftChange(gift.id, change)}
            />
          ))}
        </section>
      ) : null}

      {overview.periodicGifts.length > 0 ? (
        <section aria-labelledby="my-gifts-periodic" className="space-y-4">
          <h2 id="my-gifts-periodic" className={sectionTitle}>
            Periodieke giften
          </h2>
          {overview.periodicGifts.map((gift) => (
            <PeriodicGiftCard key={gift.id} gift={gift} />
          ))}
        </section>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className={sectionTitle}>Jaaroverzichten</h2>
          </CardHeader>
          <CardContent>
            {overview.statementYears.length > 0 ? (
              <ul>
                {overview.statementYears.map((year) => (
                  <li key={year}>
                    <a
                      className={downloadLinkClasses}
                      href={`/api/mijn-giften/statements/${year}`}
                      download
                    >
                      <DownloadIcon className="size-4" aria-hidden="true" />
                      Jaaroverzicht {year} (PDF)
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p>Nog geen jaaroverzichten: die komen er zodra een gift betaald is.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className={sectionTitle}>Nieuwsbrief</h2>
          </CardHeader>
          <CardContent className="space-y-3">
            <p>{newsletterText[overview.newsletter]}</p>
            <div className="flex flex-wrap gap-2">
              {overview.newsletter === "off" ? null : (
                <Button variant="outline" disabled={busy} onClick={() => onNewsletter(false)}>
                  Nieuwsbrief uitzetten
                </Button>
              )}
              {overview.newsletter === "subscribed" ? null : (
                <Button variant="outline" disabled={busy} onClick={() => onNewsletter(true)}>
                  {overview.newsletter === "donor"
                    ? "Ook de algemene nieuwsbrief ontvangen"
                    : "Nieuwsbrief aanzetten"}
                </Button>
              )}
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
