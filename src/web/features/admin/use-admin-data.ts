import { useCallback, useEffect, useState } from "react";
import { adminApi } from "./api";

export interface AdminData<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
}

/** Loads one admin resource after the guard has let the page through. */
export function useAdminData<T>(url: string): AdminData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setData(await adminApi.get<T>(url));
      setError(null);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : "Kon de gegevens niet laden.");
    } finally {
      setLoading(false);
    }
  }, [url]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, error, loading, reload };
}
