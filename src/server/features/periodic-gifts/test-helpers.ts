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
