import { site, social } from "@shared/site";
import { absoluteUrl } from "@web/lib/seo";

/** schema.org NGO description of the foundation for search engines (home page only). */
function ngoJsonLd() {
  const { contact, registration } = site;
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: site.name,
    alternateName: site.shortName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    description: site.description,
    email: contact.email,
    telephone: contact.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address.street,
      postalCode: contact.address.postalCode,
      addressLocality: contact.address.city,
      addressCountry: "NL",
    },
    identifier: [
      { "@type": "PropertyValue", propertyID: "KvK", value: registration.kvk },
      { "@type": "PropertyValue", propertyID: "RSIN", value: registration.rsin },
    ],
    taxID: registration.rsin,
    nonprofitStatus: "NonprofitANBI",
    areaServed: ["Gaza", "Afghanistan"],
    sameAs: [site.external.donationPlatform, ...social.map((s) => s.url)],
  };
}

/** The JSON-LD as the text of a `<script>` element: `<`, `>` and `&` escaped, so no value can end it. */
export function ngoJsonLdText(): string {
  return JSON.stringify(ngoJsonLd()).replace(
    /[<>&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
