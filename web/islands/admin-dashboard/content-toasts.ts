import { ApiError } from "../../lib/api";
import { showToast } from "../../state/toasts";

/** Content's error toast: the server's words, else the fallback. */
export const failedToast = (fallback: string) => (error: unknown) => showToast({ title: "Error", description: (error instanceof ApiError && error.serverMessage) || fallback, variant: "destructive" });
