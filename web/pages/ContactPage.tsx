import type { PostedContact } from "../../src/contract/contact";
import { SUPPORT_EMAIL, SUPPORT_PHONE } from "../../src/contract/site";
import { Island } from "../components/Island";
import { PageHeader } from "../components/PageHeader";
import { card, container, section } from "../components/ui.css";
import * as css from "./content.css";

const FAQS = [
  { q: "How do I add my church to the directory?", a: "Create a free account, then submit your church from your dashboard. Our team reviews every listing before it is published." },
  { q: "How do I update my church's information?", a: "Owners edit their listing from the dashboard. Anyone else can use 'Verify Your Information' on the church's page to send us a correction." },
  { q: "How much does a featured listing cost?", a: "A basic listing is free. A featured listing costs $19 a month or $190 a year, and premium membership, which adds visitor analytics and monthly reports, $49 a month or $490 a year; see the List Your Church page to compare the plans." },
  { q: "How do I submit an event?", a: "Church owners submit events from their dashboard; we publish them after a quick review." },
];

export function ContactPage({ sent, error, posted }: { sent: boolean; error?: string; posted?: PostedContact }) {
  return (
    <>
      <PageHeader title="Contact Us" lead="Questions about a listing, advertising or the site? We reply within 24 hours." />
      <div className={`${container} ${section} ${css.contactGrid}`}>
        <section aria-labelledby="details" className={card}>
          <h2 id="details">Get in Touch</h2>
          <p>
            Email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <p>
            Phone: <a href={`tel:${SUPPORT_PHONE.replace(/[^\d]/g, "")}`}>{SUPPORT_PHONE}</a>
            <br />
            Monday to Friday, 9 AM to 5 PM
          </p>
          <p>Location: San Antonio, Texas</p>
          <p>We answer every message within 24 hours.</p>
        </section>
        <section aria-labelledby="message" className={card}>
          <h2 id="message">Send a Message</h2>
          <Island name="ContactForm" props={{ sent, ...(error ? { error } : {}), ...(posted ? { posted } : {}) }} />
        </section>
      </div>
      <section className={`${container} ${section}`} aria-labelledby="faq">
        <h2 id="faq">Frequently Asked Questions</h2>
        {FAQS.map((f) => (
          <details key={f.q} className={card}>
            <summary>
              <strong>{f.q}</strong>
            </summary>
            <p>{f.a}</p>
          </details>
        ))}
      </section>
    </>
  );
}
