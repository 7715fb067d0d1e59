import { useEffect, useState } from "react";
import { menuButton } from "../components/Shell.css";

/**
 * Opens and closes the header navigation on small screens. The navigation itself is server
 * rendered; without JavaScript it simply stays open (see Shell.css.ts).
 */
export default function MenuToggle({ controls }: { controls: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    document.getElementById(controls)?.setAttribute("data-open", String(open));
  }, [controls, open]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <button type="button" className={menuButton} aria-controls={controls} aria-expanded={open} onClick={() => setOpen(!open)}>
      <span aria-hidden="true">{open ? "✕" : "☰"}</span>
      <span className="visually-hidden">{open ? "Close menu" : "Open menu"}</span>
    </button>
  );
}
