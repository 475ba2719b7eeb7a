import { paths } from "@shared/paths";
import { retentionList } from "@shared/retention";
import { formatAddress, site } from "@shared/site";
import type { InfoPage } from "../types";

/** Privacy statement (AVG/GDPR) with the retention periods. */
export const privacyPage: InfoPage = {
  path: paths.privacy,
  meta: {
    title: "Privacyverklaring (AVG)",
    description:
      "Welke persoonsgegevens Stichting Qamar verwerkt, waarom, hoe lang we ze bewaren (donaties 7 jaar, contact tot 6 maanden na afhandeling) en wat uw rechten zijn.",
  },
  eyebrow: "Over ons",
  heading: "Privacyverklaring (AVG)",
  intro: `${site.name} gaat zorgvuldig om met uw persoonsgegevens. In deze verklaring leest u welke gegevens we verwerken, waarom, hoe lang we ze bewaren en welke rechten u heeft volgens de Algemene Verordening Gegevensbescherming (AVG).`,
  sections: [
    {
      heading: "Wie is verantwoordelijk",
      body: `${site.name}, ${formatAddress()}, ingeschreven bij de Kamer van Koophandel onder nummer ${site.registration.kvk}, is verantwoordelijk voor de verwerking. Vragen over privacy stelt u via ${site.contact.email}.`,
    },
    {
      heading: "Welke gegevens en waarom",
      body: "- **Donaties:** naam, e-mailadres, telefoonnummer, adres, bedrag en bestemming, en bij een maandelijkse donatie uw IBAN. Nodig om uw gift te verwerken, u te bedanken en onze administratie te voeren (uitvoering van de overeenkomst en wettelijke plicht).\n- **Zakaat:** de gegevens die u invult om te betalen. De berekening zelf blijft in uw eigen browser en wordt niet naar ons verstuurd.\n- **Contactformulier:** naam, e-mailadres, telefoonnummer (als u dat opgeeft) en uw bericht, om uw vraag te beantwoorden (gerechtvaardigd belang).\n- **Aanmelding als vrijwilliger of partner:** de gegevens uit het formulier, om contact met u op te nemen (toestemming).\n- **Nieuwsbrief:** naam en e-mailadres, alleen met uw toestemming. Elke nieuwsbrief heeft een afmeldlink.",
    },
    {
      heading: "Hoe lang we gegevens bewaren",
      // The same terms the daily retention job applies (src/shared/retention.ts).
      body: retentionList(),
    },
    {
      heading: "Met wie we gegevens delen",
      body: "We verkopen uw gegevens nooit. We delen ze alleen met partijen die ons helpen en daarvoor een verwerkersovereenkomst met ons hebben: de bank of het betaalplatform dat uw betaling verwerkt en de dienst die onze e-mails verstuurt. Gegevens van Nederlandse gevers gaan niet naar onze partners in projectlanden.",
    },
    {
      heading: "Cookies en opslag in uw browser",
      body: `Deze website gebruikt geen tracking- of advertentiecookies en geen analysediensten van derden. We gebruiken alleen wat nodig is om de site te laten werken:

- een sessiecookie voor beheerders, zolang zij zijn ingelogd;
- een sessiecookie voor [Mijn giften](${paths.myGifts}), nadat u via de link in uw e-mail bent ingelogd. Die vervalt na een uur zonder gebruik of als u uitlogt;
- opslag in uw eigen browser voor de ingevulde zakaatberekening, zodat u verder kunt waar u gebleven was. U wist die via de instellingen van uw browser;
- tijdelijke opslag in uw browser van een gift die u aan het betalen bent, zodat de bedankpagina na de betaling weet om welke gift het gaat. Die wordt daar weer verwijderd.

Ingesloten video's worden pas geladen als u ze afspeelt of in beeld scrolt.`,
    },
    {
      heading: "Beveiliging",
      body: "Onze website gebruikt een beveiligde verbinding (https). Alleen bestuursleden en vrijwilligers die het nodig hebben voor hun taak, hebben toegang tot persoonsgegevens, met een eigen account.",
    },
    {
      heading: "Uw rechten",
      body: `U heeft het recht om uw gegevens in te zien, te laten verbeteren of te laten verwijderen (voor zover de wet ons niet verplicht ze te bewaren), om bezwaar te maken en om uw toestemming in te trekken. Stuur uw verzoek naar ${site.contact.email}; we reageren binnen een maand. Bent u niet tevreden over hoe we met uw gegevens omgaan, dan kunt u een klacht indienen bij de Autoriteit Persoonsgegevens. Zie ook onze [klachtenregeling](${paths.complaintsIntegrity}).`,
    },
  ],
  updated: "2026-11-25",
};
