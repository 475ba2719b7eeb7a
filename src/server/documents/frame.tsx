import { Document, Page, pdf, StyleSheet, View } from "@react-pdf/renderer";
import { formatCents } from "@shared/money";
import { formatAddress, site } from "@shared/site";
import type { ReactElement, ReactNode } from "react";
import { DOCUMENT_FONTS, Text } from "./text";

/**
 * The one design of the foundation's documents (receipts, yearly statements, gift
 * agreements): the site's colours, Helvetica (built into every PDF reader, so nothing is
 * embedded; a letter it lacks comes from Arimo, see `text.tsx`), a header with the foundation's name and registration, a footer on every page.
 */
const documentColors = {
  primary: "#17603a",
  primaryDark: "#0f3d25",
  text: "#1c2420",
  muted: "#5c574f",
  border: "#e4dccf",
  band: "#f3ede4",
  secondary: "#e6f0e8",
} as const;

const styles = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 72,
    paddingHorizontal: 48,
    fontFamily: DOCUMENT_FONTS,
    fontSize: 10,
    color: documentColors.text,
  },
  // The text's line height is set here, not on the page: on the page it reaches the footer,
  // and react-pdf then draws nothing of a footer placed from the bottom. A unitless line
  // height counts from the font size where it is set (so 14.5 pt here, for all the text in
  // the body, as it was on the page).
  body: { fontSize: 10, lineHeight: 1.45 },
  header: {
    flexDirection: "row",
    justifyContent: "space-between",
    borderBottomWidth: 3,
    borderBottomColor: documentColors.primary,
    paddingBottom: 12,
    marginBottom: 24,
  },
  name: { fontWeight: "bold", fontSize: 18, color: documentColors.primary },
  tagline: { fontSize: 9, color: documentColors.muted, marginTop: 2 },
  facts: { fontSize: 8.5, color: documentColors.muted, textAlign: "right" },
  title: { fontWeight: "bold", fontSize: 16, color: documentColors.primaryDark },
  subtitle: { fontSize: 10, color: documentColors.muted, marginTop: 2, marginBottom: 16 },
  footer: {
    position: "absolute",
    bottom: 28,
    left: 48,
    right: 48,
    borderTopWidth: 1,
    borderTopColor: documentColors.border,
    paddingTop: 6,
    fontSize: 8,
    color: documentColors.muted,
    flexDirection: "row",
    justifyContent: "space-between",
  },
  paragraph: { marginBottom: 8 },
  heading: { fontWeight: "bold", fontSize: 11, marginTop: 8, marginBottom: 4 },
  row: {
    flexDirection: "row",
    borderBottomWidth: 1,
    borderBottomColor: documentColors.border,
    paddingVertical: 5,
  },
  headRow: {
    flexDirection: "row",
    backgroundColor: documentColors.secondary,
    paddingVertical: 5,
    fontWeight: "bold",
    color: documentColors.primaryDark,
  },
  totalRow: {
    flexDirection: "row",
    borderTopWidth: 2,
    borderTopColor: documentColors.primary,
    backgroundColor: documentColors.band,
    paddingVertical: 6,
    fontWeight: "bold",
  },
  date: { width: "22%", paddingHorizontal: 6 },
  description: { width: "53%", paddingHorizontal: 6 },
  amount: { width: "25%", paddingHorizontal: 6, textAlign: "right" },
  addressBlock: { marginBottom: 16 },
});

/** "Erkend als ANBI" or nothing: the registration says whether the foundation is one. */
export const anbiLine = site.registration.anbi
  ? "Door de Belastingdienst erkend als Algemeen Nut Beogende Instelling (ANBI)"
  : "";

export interface DocumentFrameProps {
  /** The document's title, also the PDF's title metadata. */
  title: string;
  /** One line under the title (a date, a year, a reference). */
  subtitle?: string;
  children: ReactNode;
}

/** A4 pages with the foundation's header and a footer with its address and numbers. */
export function DocumentFrame({ title, subtitle, children }: DocumentFrameProps) {
  return (
    <Document title={`${title} - ${site.name}`} author={site.name} language="nl-NL">
      <Page size="A4" style={styles.page}>
        <View style={styles.header} fixed>
          <View>
            <Text style={styles.name}>{site.name}</Text>
            <Text style={styles.tagline}>{site.tagline}</Text>
          </View>
          <View>
            <Text style={styles.facts}>{formatAddress()}</Text>
            <Text
              style={styles.facts}
            >{`KvK ${site.registration.kvk} · RSIN ${site.registration.rsin}`}</Text>
            {site.registration.anbi ? <Text style={styles.facts}>ANBI-status</Text> : null}
          </View>
        </View>
        <View style={styles.body}>
          <Text style={styles.title}>{title}</Text>
          {subtitle ? (
            <Text style={styles.subtitle}>{subtitle}</Text>
          ) : (
            <View style={{ height: 16 }} />
          )}
          {children}
        </View>
        <View style={styles.footer} fixed>
          <Text>{`${site.name} · ${site.contact.email} · ${site.contact.phone}`}</Text>
          <Text render={({ pageNumber, totalPages }) => `Pagina ${pageNumber} van ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

export function DocParagraph({ children, bold }: { children: ReactNode; bold?: boolean }) {
  return (
    <Text style={bold ? [styles.paragraph, { fontWeight: "bold" }] : styles.paragraph}>
      {children}
    </Text>
  );
}

export function DocHeading({ children }: { children: ReactNode }) {
  return <Text style={styles.heading}>{children}</Text>;
}

/** A block of address lines (the donor's name and address), empty lines left out. */
export function AddressBlock({ lines }: { lines: readonly (string | null | undefined)[] }) {
  const shown = lines.filter((l): l is string => Boolean(l?.trim()));
  if (shown.length === 0) return null;
  return (
    <View style={styles.addressBlock}>
      {shown.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </View>
  );
}

export interface DocumentLine {
  /** A calendar day as shown ("12-03-2025"). */
  date: string;
  description: string;
  amountCents: number;
}

/** Lines of date, description and amount, with a total row under them. */
export function LinesTable({
  lines,
  totalLabel = "Totaal",
}: {
  lines: readonly DocumentLine[];
  totalLabel?: string;
}) {
  const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
  return (
    <View style={{ marginVertical: 12 }}>
      <View style={styles.headRow} fixed>
        <Text style={styles.date}>Datum</Text>
        <Text style={styles.description}>Omschrijving</Text>
        <Text style={styles.amount}>Bedrag</Text>
      </View>
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is fixed
        <View key={i} style={styles.row} wrap={false}>
          <Text style={styles.date}>{line.date}</Text>
          <Text style={styles.description}>{line.description}</Text>
          <Text style={styles.amount}>{formatCents(line.amountCents)}</Text>
        </View>
      ))}
      <View style={styles.totalRow} wrap={false}>
        <Text style={styles.date} />
        <Text style={styles.description}>{totalLabel}</Text>
        <Text style={styles.amount}>{formatCents(total)}</Text>
      </View>
    </View>
  );
}

const dayFormat = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** A moment as its calendar day in Amsterdam ("05-01-2025"). */
export function documentDate(when: Date): string {
  return dayFormat.format(when);
}

/**
 * The one @react-pdf instance every document is rendered into, and the render before
 * this one. @react-pdf's `renderToBuffer` makes a new React root per document and never
 * unmounts it: React keeps every root in its list of scheduled roots, about 0.09 MB a
 * document in production (0.19 MB in development) that is never freed. One instance whose
 * content is replaced keeps one root, so memory stays flat however many documents are
 * rendered. Renders take turns: the instance holds one document at a time.
 */
let renderer: ReturnType<typeof pdf> | undefined;
let previous: Promise<unknown> = Promise.resolve();

/** Renders a document element (a DocumentFrame) to PDF bytes. */
export function renderPdf(element: ReactElement): Promise<Buffer> {
  const render = previous.then(async () => {
    try {
      renderer ??= pdf();
      renderer.updateContainer(element);
      const chunks: Buffer[] = [];
      for await (const chunk of await renderer.toBuffer()) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      renderer = undefined; // a failed render must not leave its tree for the next one
      throw error;
    }
  });
  previous = render.catch(() => {});
  return render;
}
