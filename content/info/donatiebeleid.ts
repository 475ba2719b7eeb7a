import { paths } from "@shared/paths";
import type { InfoPage } from "../types";

/** Retention, admin costs, 24-48 hours. */
export const donationPolicyPage: InfoPage = {
  path: paths.donationPolicy,
  meta: {
    title: "Donatiebeleid",
    description:
      "Hoe we met uw gift omgaan: besteding volgens uw bestemming, beheerkosten van hoogstens 10% (streven 2%), zakaat apart, ANBI-aftrek en bewaartermijnen.",
  },
  eyebrow: "Over ons",
  heading: "Donatiebeleid",
  intro:
    "Wie geeft, moet erop kunnen vertrouwen dat zijn gift goed terechtkomt. In dit beleid leest u hoe we uw donatie ontvangen, besteden en verantwoorden.",
  sections: [
    {
      heading: "Besteding volgens uw bestemming",
      body: "Kiest u bij uw donatie een bestemming, zoals water, onderwijs of winterhulp? Dan besteden we uw gift alleen aan dat doel. Is een project volledig gefinancierd, dan gaat het overschot naar een vergelijkbaar lopend project. Giften zonder bestemming (algemeen) zetten we in waar de nood op dat moment het hoogst is.",
    },
    {
      heading: "Kosten",
      body: "- De kosten voor beheer en administratie zijn **ten hoogste 10%** van de inkomsten.\n- Ons streven is **ten hoogste 2%**. Dat lukt omdat het bestuur en de vrijwilligers onbezoldigd werken.\n- Betaalkosten van de bank of het betaalplatform worden zo laag mogelijk gehouden.",
    },
    {
      heading: "Snel ter plaatse",
      body: "Bij noodhulp is snelheid belangrijk. Dankzij onze vaste lokale partners bereikt de hulp de mensen **binnen 24 tot 48 uur** nadat het geld beschikbaar is.",
    },
    {
      heading: "Zakaat en sadaqa",
      body: `Zakaat registreren we apart en besteden we alleen aan mensen die volgens de islamitische regels recht hebben op zakaat. Met de [zakaatcalculator](${paths.zakat}) berekent u zelf hoeveel zakaat u verschuldigd bent. Sadaqa, zoals de [vrijdag-sadaqa](${paths.fridayCharity}) of een [algemene sadaqa](${paths.sadaqah1}), besteden we aan lopende projecten.`,
    },
    {
      heading: "Veilig betalen",
      body: "U betaalt op de beveiligde betaalpagina van een Nederlandse bank of op een extern donatieplatform, met iDEAL, bankoverschrijving of creditcard. Wij zien en bewaren geen inloggegevens of kaartnummers. Maandelijkse donaties via automatische incasso kunt u altijd stoppen; een incasso kunt u binnen acht weken via uw bank terugdraaien.",
    },
    {
      heading: "Belastingaftrek (ANBI)",
      body: "Stichting Qamar is door de Belastingdienst erkend als Algemeen Nut Beogende Instelling (ANBI). Uw giften zijn daardoor aftrekbaar van de inkomstenbelasting of vennootschapsbelasting, binnen de regels van de Belastingdienst. Op verzoek sturen we een overzicht van uw giften.",
    },
    {
      heading: "Uw gegevens",
      body: `We gebruiken uw gegevens alleen om uw donatie te verwerken, u te bedanken en, als u dat wilt, op de hoogte te houden. Donatiegegevens bewaren we **7 jaar**, omdat de wet dat voor de administratie eist. We verkopen of delen uw gegevens nooit met anderen voor hun eigen doeleinden. Lees meer in onze [privacyverklaring](${paths.privacy}).`,
    },
    {
      heading: "Anoniem geven en giften weigeren",
      body: "U kunt anoniem geven; bij grote anonieme bedragen kunnen we om de herkomst vragen, zoals de wet tegen witwassen vereist. We weigeren giften waarvan we vermoeden dat ze uit criminele bron komen of waaraan voorwaarden verbonden zijn die niet bij ons doel passen.",
    },
    {
      heading: "Vragen of een klacht?",
      body: `Neem [contact](${paths.contact}) met ons op. Klachten behandelen we volgens onze [klachtenregeling](${paths.complaintsIntegrity}).`,
    },
  ],
  updated: "2025-01-10",
};
