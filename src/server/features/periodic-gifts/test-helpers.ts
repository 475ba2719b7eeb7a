/** A periodic gift agreement as the form sends it (test-only). */
export const validGift = {
  yearlyAmount: "600",
  startYear: new Date().getFullYear(),
  durationYears: 5,
  rhythm: "monthly",
  paymentMethod: "transfer",
  iban: "",
  endsOnIncapacity: true,
  firstName: "Fatima Zahra",
  lastName: "El Idrissi",
  street: "Kerkstraat 12",
  postalCode: "1234ab",
  city: "Utrecht",
  email: "fatima@example.nl",
  birthDate: "1980-04-02",
  birthPlace: "Rotterdam",
};

/**
 * The same agreement paid monthly by direct debit, from next year: a year a direct debit
 * can always collect in full, whatever today is (this year may be too late for it).
 */
export const debit = {
  ...validGift,
  startYear: new Date().getFullYear() + 1,
  paymentMethod: "direct-debit",
  iban: "NL91ABNA0417164300",
};
