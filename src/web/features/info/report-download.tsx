import { site } from "@shared/site";
import { lazyFormat } from "@shared/intl";
import { FileDownIcon } from "lucide-react";

const sizeFormat = lazyFormat(() => new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 1 }));

/** "4,1 kB", "59 MB" (decimal units, as file managers show them). */
function formatFileSize(bytes: number): string {
  if (bytes >= 1e6) return `${sizeFormat().format(bytes / 1e6)} MB`;
  return `${sizeFormat().format(Math.max(bytes / 1e3, 0.1))} kB`;
}

/** The annual report 2024 as a PDF download with its size. */
export function ReportDownload() {
  const report = site.documents.annualReport2024;
  return (
    <a
      href={report.url}
      download
      className="group flex items-center gap-4 rounded-card border bg-card p-5 shadow-sm shadow-black/5 hover:border-primary"
    >
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
        <FileDownIcon className="size-7" aria-hidden="true" />
      </span>
      <span>
        <span className="block text-lg font-semibold group-hover:underline">
          {report.title} downloaden
        </span>
        <span className="block text-muted-foreground">PDF, {formatFileSize(report.sizeBytes)}</span>
      </span>
    </a>
  );
}
