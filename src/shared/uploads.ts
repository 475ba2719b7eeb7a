/**
 * Newsletter image upload rules, shared by the admin form's early
 * check and the server's final one.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UPLOAD_TOASTS = {
  invalid: {
    title: "Ongeldig bestand",
    message: "Kies een afbeelding (JPG, PNG, GIF, WebP of AVIF).",
  },
  tooLarge: { title: "Bestand te groot", message: "Maximale bestandsgrootte is 5MB" },
  failed: { title: "Upload fout", message: "De afbeelding kon niet worden opgeslagen." },
} as const;

/** What the browser may say the file is; the server decides by its bytes. */
export function looksLikeImageFile(file: { type: string }): boolean {
  return file.type.startsWith("image/") && file.type !== "image/svg+xml";
}
