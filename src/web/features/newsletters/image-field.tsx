import { MAX_UPLOAD_BYTES, UPLOAD_TOASTS, looksLikeImageFile } from "@shared/uploads";
import { ImageOffIcon, UploadIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { api, messageOf, titleOf } from "@web/lib/api-client";

/**
 * Image of a newsletter: a URL, or a file uploaded to /api/admin/uploads (an image, at
 * most 5 MB; the server decides by the file's bytes). A preview that does not load shows
 * a placeholder.
 */
export function ImageField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const [uploading, setUploading] = useState(false);
  // The URL whose preview failed to load; another URL gets its own try.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const broken = brokenUrl === value;

  async function upload(file: File) {
    if (!looksLikeImageFile(file)) {
      return toast.error(UPLOAD_TOASTS.invalid.title, {
        description: UPLOAD_TOASTS.invalid.message,
      });
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      return toast.error(UPLOAD_TOASTS.tooLarge.title, {
        description: UPLOAD_TOASTS.tooLarge.message,
      });
    }
    setUploading(true);
    try {
      const { url } = await api.upload<{ url: string }>(
        "/api/admin/uploads",
        file,
        "application/octet-stream",
      );
      onChange(url);
      toast.success("Afbeelding geüpload");
    } catch (e) {
      const title = titleOf(e);
      const known = title === UPLOAD_TOASTS.invalid.title || title === UPLOAD_TOASTS.tooLarge.title;
      toast.error(known ? title : UPLOAD_TOASTS.failed.title, {
        description: messageOf(e, UPLOAD_TOASTS.failed.message),
      });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Afbeelding</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://"
          className="min-w-0 flex-1"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => onChange(e.target.value)}
        />
        <label className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 font-semibold hover:bg-accent focus-within:outline-3 focus-within:outline-ring">
          <UploadIcon className="size-5" aria-hidden="true" />
          {uploading ? "Uploaden…" : "Uploaden"}
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
            className="sr-only"
            disabled={uploading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) void upload(file);
            }}
          />
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          JPG, PNG, GIF, WebP of AVIF, maximaal 5 MB.
        </p>
      )}
      {value ? (
        broken ? (
          <div className="flex h-32 w-full max-w-xs flex-col items-center justify-center gap-1 rounded-lg border border-dashed bg-muted text-sm text-muted-foreground">
            <ImageOffIcon className="size-6" aria-hidden="true" />
            Afbeelding kon niet worden geladen
          </div>
        ) : (
          <img
            src={value}
            alt="Voorbeeld van de afbeelding"
            className="max-h-40 rounded-lg border object-contain"
            onError={() => setBrokenUrl(value)}
          />
        )
      ) : null}
    </div>
  );
}
