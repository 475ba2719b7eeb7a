import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { emailColors } from "./base-layout";

/** Label/value lines for form e-mails; one line each so the plain-text part reads well. */
export function DetailsTable({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <Section style={{ margin: "0 0 16px" }}>
      {rows.map(([label, value]) => (
        <Text
          key={label}
          style={{ margin: "0 0 8px", fontSize: 15, lineHeight: "22px", color: emailColors.text }}
        >
          <strong>{`${label}: `}</strong>
          {value}
        </Text>
      ))}
    </Section>
  );
}

/** A block of free text (a message, a motivation) with its line breaks kept. */
export function Quote({ children }: { children: string }) {
  return (
    <Text
      style={{
        margin: "0 0 16px",
        padding: "12px 16px",
        borderLeft: `4px solid ${emailColors.border}`,
        backgroundColor: emailColors.background,
        fontSize: 15,
        lineHeight: "22px",
        whiteSpace: "pre-wrap",
        color: emailColors.text,
      }}
    >
      {children}
    </Text>
  );
}
