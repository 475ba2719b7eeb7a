import { paths } from "@shared/paths";
import { ZakatPage } from "@web/features/zakat/zakat-page";
import { pageMeta } from "@web/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Zakaatcalculator",
    description:
      "Bereken uw zakaat in vier stappen: nisab, bezittingen, schulden en resultaat, met een heldere uitleg. Uw gegevens blijven op uw eigen apparaat.",
    path: paths.zakat,
  });

export default function ZakaatRoute() {
  return <ZakatPage />;
}
