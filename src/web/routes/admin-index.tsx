import { GoLivePage, goLiveAction, goLiveLoader } from "@web/features/admin/go-live-page";
import { AdminLoadError, adminMeta } from "@web/features/admin/states";

/** /admin opens on the go-live checklist ('Livegang'). */
export const meta = adminMeta("Livegang", "Wat in orde moet zijn voordat de site live gaat.");
export const clientLoader = goLiveLoader;
export const clientAction = goLiveAction;
export const ErrorBoundary = AdminLoadError;
export default GoLivePage;
