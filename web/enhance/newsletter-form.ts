import { eachMarked } from "./marked";

/**
 * The footer's newsletter form (docs/product.md V4, V5 and V8). Without JavaScript it is a plain
 * POST that lands on /newsletter; with it the address is checked and sent in place
 * (web/enhance/newsletter-submit.ts, loaded with the first subscription).
 */
export function enhanceNewsletterForm(): void {
  eachMarked<HTMLFormElement>("newsletter", (form) => {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      // If the script cannot load, the form is sent as it is without JavaScript.
      import("./newsletter-submit").then(({ subscribe }) => subscribe(form), () => form.submit());
    });
  });
}
