/** An image format recognised by its first bytes, never by the file name or the header. */
export interface ImageKind {
  contentType: string;
  extension: string;
}

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  bytes.length >= at + text.length &&
  [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/**
 * JPEG, PNG, GIF, WebP and AVIF. SVG is refused on purpose: it is XML that can carry
 * script, and the image is served from our own origin.
 */
export function detectImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: "image/png", extension: "png" };
  }
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) {
    return { contentType: "image/gif", extension: "gif" };
  }
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) {
    return { contentType: "image/webp", extension: "webp" };
  }
  if (ascii(bytes, 4, "ftyp") && (ascii(bytes, 8, "avif") || ascii(bytes, 8, "avis"))) {
    return { contentType: "image/avif", extension: "avif" };
  }
  return null;
}
