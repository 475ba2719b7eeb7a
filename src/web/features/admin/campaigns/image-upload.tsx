import { looksLikeImageFile, MAX_UPLOAD_BYTES, UPLOAD_TOASTS } from "@shared/uploads";
import { UploadIcon } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { toast } from "sonner";
import { api, messageOf, titleOf } from "@web/lib/api-client";

/**
 * 'Afbeelding uploaden' for a campaign (image by upload or URL): the file goes to
 * POST /api/admin/uploads (checked by its bytes, stored in the database) and the
 * absolute URL it answers fills the image field.
 */
export function ImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!looksLikeImageFile(file)) {
      toast.error(UPLOAD_TOASTS.invalid.title, { description: UPLOAD_TOASTS.invalid.message });
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.error(UPLOAD_TOASTS.tooLarge.title, { description: UPLOAD_TOASTS.tooLarge.message });
      return;
    }
    setBusy(true);
    try {
      const { url } = await api.upload<{ url: string }>("/api/admin/uploads", file, file.type);
      onUploaded(url);
      toast.success("Afbeelding geüpload");
    } catch (error) {
      toast.error(titleOf(error) ?? UPLOAD_TOASTS.failed.title, {
        description: messageOf(error, UPLOAD_TOASTS.failed.message),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 text-sm font-semibold hover:bg-accent focus-within:outline-3 focus-within:outline-ring"
      >
        <UploadIcon className="size-4" aria-hidden="true" />
        {busy ? "Uploaden…" : "Afbeelding uploaden"}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
        className="sr-only"
        disabled={busy}
        onChange={upload}
      />
    </div>
  );
}
