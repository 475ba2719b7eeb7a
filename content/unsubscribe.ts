/**
 * Unsubscribe feedback on the home page (the unsubscribe failure and the
 * success toast 'Succesvol afgemeld').
 */
const errors: Record<string, string> = {
  invalid_email: "Ongeldig email adres",
  invalid_token: "Ongeldige afmeld-link",
  database_error: "Database fout, probeer het later opnieuw",
  email_not_found: "Email adres niet gevonden",
  server_error: "Server fout, probeer het later opnieuw",
};

export const unsubscribeMessages = {
  success: {
    title: "Succesvol afgemeld",
    text: "U ontvangt onze nieuwsbrief niet meer.",
  },
  failureTitle: "Afmelden mislukt",
  /** The text for `?error=<code>`; a code of its own (also 'constructor') gets the general one. */
  errorText: (code: string) =>
    Object.hasOwn(errors, code) ? errors[code] : "Er is een fout opgetreden",
};
