/**
 * Unsubscribe feedback on the home page (the unsubscribe failure and the
 * success toast 'Succesvol afgemeld').
 */
export const unsubscribeMessages = {
  success: {
    title: "Succesvol afgemeld",
    text: "U ontvangt onze nieuwsbrief niet meer.",
  },
  failureTitle: "Afmelden mislukt",
  errors: {
    invalid_email: "Ongeldig email adres",
    invalid_token: "Ongeldige afmeld-link",
    database_error: "Database fout, probeer het later opnieuw",
    email_not_found: "Email adres niet gevonden",
    server_error: "Server fout, probeer het later opnieuw",
  } as Record<string, string>,
  otherError: "Er is een fout opgetreden",
};
