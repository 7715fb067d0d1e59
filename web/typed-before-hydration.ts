// What a visitor typed or chose in an island's form before React hydrated it. Hydration leaves it
// in the field, but the island's state still holds what the server drew, and React puts that back
// at the next event. These are read just before hydration and given again once the island runs,
// as if typed then, so its own handlers see them (docs/decisions/0040-first-paint.md, Hydration
// when near or idle).

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Reads the fields inside `marker` that differ from the page as served; the answer gives them back,
 * one field at a time, each after React has rendered the one before: an island whose handler
 * spreads its state (`{ ...values, [name]: value }`) would otherwise keep only the last field.
 */
export function keepTyped(marker: HTMLElement): () => Promise<void> {
  const changed = [...marker.querySelectorAll<Field>("input, textarea, select")].flatMap((field) => {
    const restore = restorer(field);
    return restore ? [restore] : [];
  });
  return async () => {
    for (const restore of changed) {
      restore();
      await new Promise((rendered) => setTimeout(rendered, 0));
    }
  };
}

function restorer(field: Field): (() => void) | undefined {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].map((option) => option.selected);
    if (chosen.every((selected, i) => selected === field.options[i]!.defaultSelected)) return;
    return () => {
      chosen.forEach((selected, i) => (field.options[i]!.selected = selected));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    const checked = field.checked;
    if (checked === field.defaultChecked) return;
    // Hydration leaves the visitor's choice on the box but not in the island's state. Back to the
    // served state (through the element's own setter, which React watches), then a click, what
    // React hears for these, makes the visitor's choice again.
    return () => {
      field.checked = field.defaultChecked;
      if (field.checked !== checked) field.click();
    };
  }
  if (field.type === "file" || field.value === field.defaultValue) return;
  const value = field.value;
  return () => {
    // Hydration leaves the typed text in the field but not in the island's state, and React would
    // put the state's back after the next event. React watches the element's own setter: the
    // served value goes through it, the typed one through the prototype's, so React hears a change.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  };
}
