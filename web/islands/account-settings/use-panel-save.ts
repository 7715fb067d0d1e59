import { useState } from "react";
import { ApiError } from "../../lib/api";

/**
 * A settings panel's sending state: busy while it sends, then a notice, or an alert with the
 * server's message (else `failed`). The panel may start with a notice or a problem a post
 * without JavaScript came back with.
 */
export function usePanelSave(initial: { notice?: string; problem?: string } = {}) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState(initial.notice);
  const [alert, setAlert] = useState(initial.problem);

  async function send(request: () => Promise<unknown>, saved: string, failed: string): Promise<void> {
    setBusy(true);
    setNotice(undefined);
    setAlert(undefined);
    try {
      await request();
      setNotice(saved);
    } catch (error) {
      setAlert((error instanceof ApiError && error.serverMessage) || failed);
    } finally {
      setBusy(false);
    }
  }

  return { busy, notice, alert, send };
}
