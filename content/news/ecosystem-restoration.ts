import { paths } from "@shared/paths";
import type { Article } from "../types";

/** The article of 6 June 2024 with the sustainability facts. */
export const ecosystemRestoration: Article = {
  slug: "ecosystem-restoration",
  meta: {
    title: "Herstel van het ecosysteem in Afghanistan",
    description:
      "Met terrassen, wateropvang en bomen herstellen dorpen in Afghanistan hun uitgedroogde land. Zo blijft het regenwater en groeit er weer iets.",
  },
  lead: "In grote delen van Afghanistan valt maar 250 tot 400 mm regen per jaar. Als die regen op kale, harde grond valt, stroomt hij weg en neemt hij de vruchtbare bovenlaag mee. In dit verslag leest u hoe we samen met dorpen droog land herstellen.",
  figures: [
    { value: "44%", label: "van het werk is in de landbouw" },
    { value: "54%", label: "leeft onder de armoedegrens" },
  ],
  sections: [
    {
      heading: "Het probleem",
      body: "Landbouw geeft werk aan 44% van de Afghanen en levert 23% van de economie. Maar door droogte, ontbossing en overbegrazing gaat elk jaar vruchtbare grond verloren. Meer dan de helft van de bevolking (54%) leeft onder de armoedegrens; een mislukte oogst betekent voor veel gezinnen honger.",
    },
    {
      heading: "De aanpak",
      body: "Samen met de dorpelingen leggen we eenvoudige werken aan die het regenwater vasthouden:\n\n- **Halvemanen en kuilen** waarin regenwater blijft staan en langzaam de grond in zakt\n- **Terrassen en kleine dammen** op hellingen, tegen erosie\n- **Bomen en struiken** die de grond vasthouden en later fruit en noten geven\n\nDe dorpelingen krijgen loon voor het werk en leren hoe ze het land onderhouden.",
    },
    {
      heading: "Meer weten of helpen?",
      body: `Op de pagina [Duurzame projecten](${paths.sustainableProjects}) leest u meer over dit werk. Elke gift helpt om meer land te herstellen.`,
    },
  ],
};
