import type { ZakatInput } from "@shared/zakat";
import { useCallback, useEffect, useState } from "react";
import { loadDraft, saveDraft } from "./storage";

export type UpdateDraft = (change: (draft: ZakatInput) => void) => void;

/**
 * The calculator input, restored from local storage and saved on every change.
 * Only used after Start, in the browser, so reading storage while
 * rendering cannot break hydration of the prerendered landing page.
 */
export function useZakatDraft(): { input: ZakatInput; update: UpdateDraft } {
  const [input, setInput] = useState<ZakatInput>(loadDraft);
  useEffect(() => saveDraft(input), [input]);
  // Changes are written on a copy: the draft is plain JSON, so structuredClone is exact.
  const update = useCallback<UpdateDraft>((change) => {
    setInput((previous) => {
      const next = structuredClone(previous);
      change(next);
      return next;
    });
  }, []);
  return { input, update };
}
