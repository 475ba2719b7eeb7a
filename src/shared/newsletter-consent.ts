/**
 * The newsletter sign-up (double opt-in): where a visitor can sign up, and the exact text
 * each place shows. The server stores that text with the sign-up as the proof of consent,
 * so the form and the stored record read the same constant. Free of zod: the footer
 * shows these texts before any form rules load.
 */

/** Where a sign-up came from: the site footer or one of the donation forms. */
export const signupSources = ["footer", "doneren", "noodhulp", "djumua-sadaqa", "zakaat"] as const;
export type SignupSource = (typeof signupSources)[number];

/**
 * How a subscriber row came about: an admin's CSV import or manual entry, a confirmed
 * double opt-in ('signup'), or the donor's own choice on 'Mijn giften' (consented by a
 * donor who proved the address with the sign-in link).
 */
export const subscriberSources = ["import", "manual", "signup", "mijn-giften"] as const;
export type SubscriberSource = (typeof subscriberSources)[number];

export const SIGNUP_SOURCE_LABELS: Record<SignupSource, string> = {
  footer: "Aanmelding onderaan de website",
  doneren: "Donatieformulier",
  noodhulp: "Noodhulpformulier",
  "djumua-sadaqa": "Djumu'a sadaqa-formulier",
  zakaat: "Zakaatbetaling",
};

export const SUBSCRIBER_SOURCE_LABELS: Record<SubscriberSource, string> = {
  import: "Import",
  manual: "Handmatig",
  signup: "Aanmelding",
  "mijn-giften": "Mijn giften",
};

/** The footer's sign-up: its heading, its text (the consent) and its button. */
export const FOOTER_SIGNUP = {
  heading: "Nieuwsbrief",
  text: "Ontvang onze nieuwsbrief over projecten en noodhulp. U krijgt eerst een e-mail om uw aanmelding te bevestigen; afmelden kan altijd via de link in elke nieuwsbrief.",
  button: "Aanmelden",
} as const;

/** The unticked box on the donation forms: its label and the line under it. */
export const DONATION_OPTIN = {
  label: "Houd mij op de hoogte",
  hint: "Stuur mij de nieuwsbrief van Stichting Qamar. U krijgt eerst een e-mail om dat te bevestigen; afmelden kan altijd.",
} as const;

/** The text the visitor saw when consenting, as stored with the sign-up. */
export function consentText(source: SignupSource): string {
  return source === "footer"
    ? `${FOOTER_SIGNUP.heading}: ${FOOTER_SIGNUP.text} [${FOOTER_SIGNUP.button}]`
    : `[ ] ${DONATION_OPTIN.label}: ${DONATION_OPTIN.hint}`;
}

/** How long a confirmation link works; unconfirmed sign-ups are removed after it. */
export const SIGNUP_VALID_DAYS = 7;

/** What the footer says after a sign-up: the same for every address. */
export const SIGNUP_SENT = {
  title: "Controleer uw e-mail",
  description: `We hebben een e-mail met een bevestigingslink gestuurd. Pas na het bevestigen bent u aangemeld; de link werkt ${SIGNUP_VALID_DAYS} dagen.`,
} as const;
