import type { VideoItem } from "./types";

/**
 * Home section 6 'Onze Impact in Beeld': three impact videos.
 *
 * PLACEHOLDER ADDRESSES: the foundation replaces `videoUrl` (and, for mp4 files,
 * `thumbnailUrl`) with its own videos before going live. A YouTube link plays
 * embedded and gets its thumbnail from the video id; any other link is played as a
 * direct mp4 file; an empty thumbnail without a video id shows the site's placeholder.
 */
export const impactVideos: readonly VideoItem[] = [
  {
    id: "introductie",
    title: "Maak kennis met Stichting Qamar",
    description:
      "Wie zijn wij, waarom helpen wij en hoe komt uw gift bij de mensen die het nodig hebben? Onze vrijwilligers vertellen.",
    location: "Nederland",
    videoUrl: "https://www.youtube.com/watch?v=Qamar2024Nl",
    thumbnailUrl: "",
  },
  {
    id: "water-gaza",
    title: "Water voor Gaza",
    description:
      "Een tankwagen met schoon drinkwater bereikt een opvangkamp. Voor veel gezinnen de enige bron van veilig water.",
    location: "Gaza, Palestina",
    videoUrl: "https://www.stichtingqamar.nl/video/water-voor-gaza.mp4",
    thumbnailUrl: "/illustrations/water-well.svg",
  },
  {
    id: "brood-gaza",
    title: "Brood voor Gaza",
    description:
      "In een lokale bakkerij wordt elke dag vers brood gebakken en uitgedeeld aan families die alles kwijt zijn.",
    location: "Gaza, Palestina",
    videoUrl: "https://www.stichtingqamar.nl/video/brood-voor-gaza.mp4",
    thumbnailUrl: "",
  },
];

/** The video in the article about the 41 students; placeholder too. */
export const articleVideo: VideoItem = {
  id: "studentes-afghanistan",
  title: "Studentes in de zorg in Afghanistan",
  description: "De studentes vertellen over hun opleiding en hun plannen.",
  location: "Afghanistan",
  videoUrl: "https://www.stichtingqamar.nl/video/studentes-afghanistan.mp4",
  thumbnailUrl: "/illustrations/school.svg",
};
