/** The confirmation page's texts: what a refused link says and how to sign up again. */
export const CONFIRM_ERRORS = {
  invalid: {
    title: "Ongeldige link",
    message:
      "Deze bevestigingslink klopt niet. Gebruik de link uit de e-mail, of meld u opnieuw aan via het formulier onderaan deze pagina.",
  },
  expired: {
    title: "Link verlopen of al gebruikt",
    message:
      "Deze bevestigingslink is verlopen of al gebruikt. Heeft u al bevestigd, dan bent u aangemeld. Anders: meld u opnieuw aan via het formulier onderaan deze pagina; u krijgt dan een nieuwe link.",
  },
} as const;
