import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * `?unsubscribed=success` shows 'Succesvol afgemeld'; `?error=<code>`
 * shows 'Afmelden mislukt' with the code's text (unknown code: 'Er is een fout
 * opgetreden'). Afterwards the query string is removed. Texts and toasts load only
 * when such a parameter is present.
 */
export function UnsubscribeToast() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const success = params.get("unsubscribed") === "success";
    const code = params.get("error");
    if (!success && code === null) return;
    navigate({ search: "", hash }, { replace: true, preventScrollReset: true });
    void Promise.all([import("@content/unsubscribe"), import("sonner")]).then(
      ([{ unsubscribeMessages: m }, { toast }]) => {
        if (success) toast.success(m.success.title, { description: m.success.text });
        else toast.error(m.failureTitle, { description: m.errorText(code ?? "") });
      },
    );
  }, [search, hash, navigate]);
  return null;
}
