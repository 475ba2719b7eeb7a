type Contact = { name: string; phone: string; email?: string };

// vCard 3.0 text values escape backslash, comma, semicolon and newline (RFC 2426, section 5).
const escapeText = (v: string) => v.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

/** A contact-card file (.vcf) for the floating 'save contact' button. */
export function contactCard({ name, phone, email }: Contact): string {
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `FN:${escapeText(name)}`,
    `ORG:${escapeText(name)}`,
    `TEL;TYPE=WORK,VOICE:${phone.replace(/\s+/g, "")}`,
    ...(email ? [`EMAIL;TYPE=INTERNET:${email}`] : []),
    "END:VCARD",
  ];
  return `${lines.join("\r\n")}\r\n`;
}
