import { SITE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from "../../src/contract/site";
import { LegalPage } from "../components/LegalPage";

/** Terms of Service (docs/product.md M2, /terms). */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={`These terms govern your use of ${SITE_NAME}. Please read them carefully.`}
      sections={[
        { id: "acceptance", heading: "Acceptance of Terms", body: <p>By visiting or using {SITE_NAME} you agree to these Terms of Service. If you do not agree, please do not use the site.</p> },
        { id: "service", heading: "Description of Service", body: <p>{SITE_NAME} is a public directory of churches in San Antonio, Texas. Visitors search and filter churches, view them on a map, and read events and news. Church owners list, claim and manage their church's listing, and may buy paid listings and advertising.</p> },
        { id: "accounts", heading: "User Accounts", body: <p>You are responsible for keeping your password secret and for everything done with your account. Give accurate information when you register, and tell us at once if you suspect that someone else is using your account.</p> },
        { id: "listings", heading: "Church Listings", body: (<><p>Each owner may manage one church listing. Listings you submit or claim are reviewed by our administrators before they are published, and updates are reviewed before they appear.</p><p>You confirm that you are authorised to represent the church and that the information you give is true. We may edit, decline or remove listings that are inaccurate or break these terms.</p></>) },
        { id: "premium", heading: "Premium Services and Payment", body: (<><p>Featured listings, premium membership and banner advertisements are paid services, billed in advance for the period you choose through our payment provider. Subscriptions renew automatically until you cancel; a cancellation takes effect at the end of the period already paid.</p><p>We will give at least 30 days notice of any price change before it applies to your subscription.</p></>) },
        { id: "analytics", heading: "Analytics", body: <p>Owners of premium listings receive statistics about how visitors interact with their listing (profile views and clicks on website, phone and directions). These figures are counts only and identify no visitor.</p> },
        { id: "prohibited", heading: "Prohibited Uses", body: <p>Do not submit false, misleading, hateful or unlawful content; do not impersonate a church or person; do not scrape, overload or attempt to break into the site; and do not use the site to send unsolicited messages.</p> },
        { id: "ip", heading: "Intellectual Property", body: <p>The site's design, text and software belong to {SITE_NAME}. You keep the rights to content you submit, and grant us a licence to show it in the directory and in promotion of the directory.</p> },
        { id: "liability", heading: "Limitation of Liability", body: <p>The directory is provided as is. We work to keep listings accurate but cannot guarantee service times or other details; please confirm with the church before you visit. To the extent the law allows, we are not liable for indirect or consequential loss arising from use of the site.</p> },
        { id: "changes", heading: "Changes to These Terms", body: <p>We may update these terms. The date above shows the latest version; material changes will be announced on the site before they take effect.</p> },
        { id: "contact", heading: "Contact", body: <p>Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, {SUPPORT_PHONE}, or our <a href="/contact">contact form</a>.</p> },
      ]}
    />
  );
}
