import { articles } from "@content/news";
import { newsCards } from "@content/news/cards";
import { describe, expect, it } from "vitest";

describe("the news cards", () => {
  it("say 'Met video' exactly for the articles that show a video", () => {
    for (const card of newsCards) {
      expect({ slug: card.slug, hasVideo: Boolean(card.hasVideo) }).toEqual({
        slug: card.slug,
        hasVideo: articles[card.slug].video !== undefined,
      });
    }
  });
});
