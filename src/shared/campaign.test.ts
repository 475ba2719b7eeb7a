import { describe, expect, it } from "vitest";
import {
  averagePerDonor,
  type Campaign,
  campaignImage,
  FALLBACK_CAMPAIGN,
  formatPercent,
  progressPercent,
  urgencyLabel,
} from "./campaign";

const campaign = (change: Partial<Campaign> = {}): Campaign => ({
  ...FALLBACK_CAMPAIGN,
  id: "c1",
  ...change,
});

describe("campaign display rules", () => {
  it("uses image_url only when it starts with http", () => {
    expect(campaignImage("https://cdn.example.org/a.jpg", "/bundled.svg")).toBe(
      "https://cdn.example.org/a.jpg",
    );
    expect(campaignImage("http://cdn.example.org/a.jpg", "/bundled.svg")).toBe(
      "http://cdn.example.org/a.jpg",
    );
    expect(campaignImage("/uploads/a.jpg", "/bundled.svg")).toBe("/bundled.svg");
    expect(campaignImage("ftp://x/a.jpg", "/bundled.svg")).toBe("/bundled.svg");
    expect(campaignImage(null, "/bundled.svg")).toBe("/bundled.svg");
    expect(campaignImage("", "/bundled.svg")).toBe("/bundled.svg");
  });

  it("computes the progress with one decimal", () => {
    expect(progressPercent(40500, 90000)).toBe(45);
    expect(formatPercent(progressPercent(40500, 90000))).toBe("45,0");
    expect(progressPercent(1, 3)).toBe(33.3);
    expect(progressPercent(2, 3)).toBe(66.7);
    expect(formatPercent(progressPercent(12345, 100000))).toBe("12,3");
    expect(progressPercent(500, 0)).toBe(0);
    expect(progressPercent(120, 100)).toBe(120);
  });

  it("shows an average of 0 when there are no supporters", () => {
    expect(averagePerDonor(campaign({ current_amount: 1000, supporters: 0 }))).toBe(0);
    expect(averagePerDonor(campaign({ current_amount: 1000, supporters: 3 }))).toBe(333);
    expect(averagePerDonor(campaign({ current_amount: 40500, supporters: 80 }))).toBe(506);
  });

  it("computes the fallback's average without the guard", () => {
    expect(averagePerDonor(FALLBACK_CAMPAIGN, { isFallback: true })).toBe(506);
    const noSupporters = { ...FALLBACK_CAMPAIGN, supporters: 0 };
    expect(averagePerDonor(noSupporters, { isFallback: true })).toBe(Number.POSITIVE_INFINITY);
    expect(averagePerDonor(noSupporters)).toBe(0);
  });

  it("labels the urgency badge", () => {
    expect(urgencyLabel("URGENT")).toBe("🚨 Urgent");
    expect(urgencyLabel("HIGH")).toBe("⚡ Hoge prioriteit");
    expect(urgencyLabel("NORMAL")).toBe("📋 Actief");
  });

  it("falls back to the winter campaign's fixed figures", () => {
    expect(FALLBACK_CAMPAIGN).toMatchObject({
      target_amount: 90000,
      current_amount: 40500,
      days_left: 18,
      supporters: 80,
      urgency: "URGENT",
    });
  });
});
