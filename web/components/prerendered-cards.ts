import { createContext } from "react";

/**
 * Server only: the inner HTML of church cards already rendered at this data version, by church
 * id. A card found here is sent as that HTML instead of being rendered again; the browser
 * hydrates the same markup either way. Empty in the browser.
 */
export const PrerenderedCards = createContext<ReadonlyMap<number, string> | null>(null);
