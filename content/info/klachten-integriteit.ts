import { paths } from "@shared/paths";
import { site } from "@shared/site";
import type { InfoPage } from "../types";

/** Complaints within four weeks; contact within five working days. */
export const complaintsPage: InfoPage = {
  path: paths.complaintsIntegrity,
  meta: {
    title: "Klachten en integriteit",
    description:
      "Heeft u een klacht of vermoedt u een misstand? Zo meldt u het. We nemen binnen vijf werkdagen contact op en handelen klachten binnen vier weken af.",
  },
  eyebrow: "Over ons",
  heading: "Klachten en integriteit",
  intro:
    "We doen ons best, maar het kan beter. Bent u ergens niet tevreden over, of vermoedt u dat er iets niet klopt? Laat het ons weten. Elke melding nemen we serieus.",
  sections: [
    {
      heading: "Een klacht indienen",
      body: `Stuur uw klacht per e-mail naar ${site.contact.email} of via het [contactformulier](${paths.contact}). Vermeld uw naam, hoe we u kunnen bereiken en waar uw klacht over gaat.`,
    },
    {
      heading: "Hoe we uw klacht behandelen",
      body: "1. We bevestigen uw klacht en nemen **binnen vijf werkdagen** contact met u op.\n2. Een bestuurslid dat niet bij de zaak betrokken is, onderzoekt de klacht en hoort zo nodig beide kanten.\n3. U krijgt **binnen vier weken** een schriftelijke reactie met onze conclusie en wat we ermee doen. Is meer tijd nodig, dan laten we u dat binnen die vier weken weten, met de reden.\n4. We registreren elke klacht en bespreken ze jaarlijks in het bestuur, om ervan te leren.",
    },
    {
      heading: "Niet tevreden over de afhandeling?",
      body: "Dan kunt u het hele bestuur vragen uw klacht opnieuw te bekijken. Gaat uw klacht over de verwerking van persoonsgegevens, dan kunt u ook terecht bij de Autoriteit Persoonsgegevens.",
    },
    {
      heading: "Integriteit",
      body: `Wij tolereren geen fraude, corruptie, misbruik van hulpgoederen, intimidatie of (seksueel) grensoverschrijdend gedrag, niet bij onszelf en niet bij onze partners. Wat we van bestuur, vrijwilligers en partners verwachten, staat in onze [gedragscode](${paths.codeOfConduct}).`,
    },
    {
      heading: "Een vermoeden van een misstand melden",
      body: `Meld een vermoeden van fraude, misbruik of ander wangedrag vertrouwelijk aan de voorzitter via ${site.contact.email}, met in de onderwerpregel 'Vertrouwelijk'. Gaat de melding over de voorzitter, richt haar dan aan de secretaris. We behandelen uw melding vertrouwelijk, beschermen u tegen nadelige gevolgen en onderzoeken de zaak zorgvuldig. Waar nodig schorten we betalingen aan een partner op tot het onderzoek klaar is.`,
    },
  ],
  updated: "2025-01-10",
};
