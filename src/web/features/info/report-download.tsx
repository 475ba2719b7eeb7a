import { site } from "@shared/site";
import { annualReport } from "@shared/site-details";
import { lazyFormat } from "@shared/intl";
import { FileDownIcon } from "lucide-react";

const sizeFormat = lazyFormat(() => new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 1 }));

/** "4,1 kB", "59 MB" (decimal units, as file managers show them). */
function formatFileSize(bytes: number): string {
  if (bytes >= 1e6) return `${sizeFormat().format(bytes / 1e6)} MB`;
  return `${sizeFormat().format(Math.max(bytes / 1e3, 0.1))} kB`;
}

type Report = NonNullable<typeof annualReport>;

/**
 * The annual report 2024 as a PDF download with its size. Without a report (none in the
 * facts, or a stand-in) there is no link: the visitor is told how to ask for it.
 */
export function ReportDownload({ report = annualReport }: { report?: Report | null }) {
  if (!report) {
    return (
      <p className="rounded-card border bg-card p-5">
        Het jaarverslag 2024 staat nog niet online. U vraagt het op via{" "}
        <a href={`mailto:${site.contact.email}`} className="font-semibold text-primary underline">
          {site.contact.email}
        </a>
        .
      </p>
    );
  }
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
