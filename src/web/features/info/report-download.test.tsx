// @vitest-environment jsdom
import { annualReport } from "@shared/site-details";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ReportDownload } from "./report-download";
import { StatutesLink } from "./statutes-link";

afterEach(cleanup);

describe("the annual report download", () => {
  it("offers no link while the report in the facts is a stand-in", () => {
    expect(annualReport).toBeNull();
    render(<ReportDownload />);
    expect(screen.queryByRole("link", { name: /downloaden/ })).toBeNull();
    expect(screen.getByText(/staat nog niet online/)).toBeTruthy();
  });

  it("offers no link when there is no report", () => {
    render(<ReportDownload report={null} />);
    expect(screen.queryByRole("link", { name: /downloaden/ })).toBeNull();
  });

  it("links the foundation's own report with its size", () => {
    const report = {
      title: "Jaarverslag 2024",
      url: "/documenten/jaarverslag-2024.pdf",
      sizeBytes: 59e6,
    };
    render(<ReportDownload report={report} />);
    const link = screen.getByRole("link", { name: /Jaarverslag 2024 downloaden/ });
    expect(link.getAttribute("href")).toBe("/documenten/jaarverslag-2024.pdf");
    expect(link.textContent).toContain("PDF, 59 MB");
  });
});

describe("the statutes link", () => {
  it("is not offered for a stand-in address, and is for the foundation's own", () => {
    const { unmount } = render(<StatutesLink />);
    expect(screen.queryByRole("link", { name: /Volledige statuten/ })).toBeNull();
    unmount();
    render(<StatutesLink href="https://www.stichtingqamar.nl/statuten.pdf" />);
    expect(screen.getByRole("link", { name: /Volledige statuten/ }).getAttribute("href")).toBe(
      "https://www.stichtingqamar.nl/statuten.pdf",
    );
  });
});
