import type { DetailFacts } from "@shared/facts/schema";
import { standIn, type WithStandIns } from "@shared/facts/stand-in";

/**
 * De gegevens van de stichting, continued: the annual report (/rapporten), the board
 * (/bestuur) and the videos (home, one news article), which only those pages show. Kept
 * apart from content/foundation.ts so the first script of every page leaves them out;
 * written, checked and listed on the admin's 'Livegang' page like that file (see there).
 */
export const foundationDetails = {
  documents: {
    // The repository ships a small summary generated from the site's own figures
    // (scripts/annual-report-pdf.ts). Replace it with the full annual report (a file in
    // public/documenten/ with its size in bytes), or write `null` to offer no download.
    annualReport2024: standIn({
      title: "Jaarverslag 2024",
      url: "/documenten/jaarverslag-2024-samenvatting.pdf",
      sizeBytes: 4131,
    }),
  },
  // The board as /bestuur and the annual report show it: example names until the
  // foundation's own board replaces them (without standIn).
  board: standIn([
    { name: "A. El Amrani", role: "Voorzitter", appointed: 2023, occupation: "Projectmanager" },
    { name: "S. Yilmaz", role: "Secretaris", appointed: 2023, occupation: "Docent" },
    {
      name: "M. Haidari",
      role: "Penningmeester",
      appointed: 2023,
      occupation: "Financieel adviseur",
    },
    {
      name: "F. Bakker",
      role: "Algemeen bestuurslid",
      appointed: 2023,
      occupation: "Verpleegkundige",
    },
  ]),
  videos: {
    // Home section 6 'Onze Impact in Beeld'. A YouTube link plays embedded and gets its
    // thumbnail from the video id; any other link is played as a direct mp4 file; an empty
    // thumbnail without a video id shows the site's placeholder. A video whose address is
    // a stand-in is not shown.
    impact: [
      {
        id: "introductie",
        title: "Maak kennis met Stichting Qamar",
        description:
          "Wie zijn wij, waarom helpen wij en hoe komt uw gift bij de mensen die het nodig hebben? Onze vrijwilligers vertellen.",
        location: "Nederland",
        videoUrl: standIn("https://www.youtube.com/watch?v=Qamar2024Nl"),
        thumbnailUrl: "",
      },
      {
        id: "water-gaza",
        title: "Water voor Gaza",
        description:
          "Een tankwagen met schoon drinkwater bereikt een opvangkamp. Voor veel gezinnen de enige bron van veilig water.",
        location: "Gaza, Palestina",
        videoUrl: standIn("https://www.stichtingqamar.nl/video/water-voor-gaza.mp4"),
        thumbnailUrl: "/illustrations/water-well.svg",
      },
      {
        id: "brood-gaza",
        title: "Brood voor Gaza",
        description:
          "In een lokale bakkerij wordt elke dag vers brood gebakken en uitgedeeld aan families die alles kwijt zijn.",
        location: "Gaza, Palestina",
        videoUrl: standIn("https://www.stichtingqamar.nl/video/brood-voor-gaza.mp4"),
        thumbnailUrl: "",
      },
    ],
    // The video in the article about the 41 students.
    article: {
      id: "studentes-afghanistan",
      title: "Studentes in de zorg in Afghanistan",
      description: "De studentes vertellen over hun opleiding en hun plannen.",
      location: "Afghanistan",
      videoUrl: standIn("https://www.stichtingqamar.nl/video/studentes-afghanistan.mp4"),
      thumbnailUrl: "/illustrations/school.svg",
    },
  },
} satisfies WithStandIns<DetailFacts>;
