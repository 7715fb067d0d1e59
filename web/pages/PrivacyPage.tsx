import { SITE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from "../../src/contract/site";
import { LegalPage } from "../components/LegalPage";

/** Privacy Policy (docs/product.md M2, /privacy); the code keeps these promises (docs/product.md D20). */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`This policy explains what ${SITE_NAME} collects, why, and how long we keep it.`}
      sections={[
        { id: "collected", heading: "Information We Collect", body: <p>Account details you give us (username, email address and a password we store only as a secure hash); church listing details you submit; messages you send through the contact form; your email address if you subscribe to the newsletter; and records of payments, which our payment provider processes.</p> },
        { id: "analytics", heading: "Analytics", body: <p>We count views of church listings and clicks on their website, phone and directions links. We keep no IP address or browser identifier with these counts: a hash made with a salt that changes every day lets us count a visitor once per day without recognising them later.</p> },
        { id: "use", heading: "How We Use Information", body: <p>To run the directory, to review and publish listings, to answer your messages, to send the newsletter you asked for, to process payments, and to give listing owners their statistics.</p> },
        { id: "sharing", heading: "Information Sharing", body: <p>We do not sell personal information. We share it only with the service providers that run parts of the site for us (such as payment processing), and when the law requires it.</p> },
        { id: "verification", heading: "Church Verification", body: <p>When you claim a church or request a change to a listing, we may contact you or the church to confirm that you represent it. Your name, email address and role are seen only by our administrators.</p> },
        { id: "security", heading: "Data Security", body: <p>Connections are encrypted, passwords are hashed, sessions expire, and access to administrative tools is restricted to authorised personnel.</p> },
        { id: "retention", heading: "Data Retention", body: (<ul><li>Account data: until you delete your account, or after 3 years of inactivity.</li><li>Analytics: 26 months.</li><li>Payment records: 7 years, as tax law requires.</li><li>Contact form messages: 2 years.</li></ul>) },
        { id: "rights", heading: "Your Rights", body: <p>You may ask to see, correct or delete the personal information we hold about you, and you may unsubscribe from the newsletter at any time with the link in every message.</p> },
        { id: "cookies", heading: "Cookies", body: <p>We use one essential cookie to keep you signed in. We use no advertising or tracking cookies.</p> },
        { id: "third-parties", heading: "Third-Party Services", body: <p>Maps are drawn from OpenStreetMap tiles, sermon videos are shown from YouTube, and payments are handled by our payment provider. Each has its own privacy policy.</p> },
        { id: "children", heading: "Children's Privacy", body: <p>The site is not directed to children under 13, and we do not knowingly collect information from them.</p> },
        { id: "changes", heading: "Changes to This Policy", body: <p>We will post any change here and update the date above.</p> },
        { id: "contact", heading: "Contact Us", body: <p>Privacy questions: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, {SUPPORT_PHONE}, or our <a href="/contact">contact form</a>.</p> },
      ]}
    />
  );
}
