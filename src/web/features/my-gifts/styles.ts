/** A PDF download link on the donor's page: a large enough target, underlined. */
export const downloadLinkClasses =
  "inline-flex min-h-11 items-center gap-2 font-medium text-primary underline underline-offset-4";
