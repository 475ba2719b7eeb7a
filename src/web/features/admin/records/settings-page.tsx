import { zodResolver } from "@hookform/resolvers/zod";
import {
  type MetalPrices,
  type MetalPricesInput,
  metalPricesInputSchema,
} from "@shared/schemas/metal-prices";
import { formatNumberNl } from "@shared/intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { toast } from "sonner";
import { FormField, fieldA11y } from "@web/components/form/form-field";
import { toastInvalid } from "@web/components/form/toasts";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { api } from "@web/lib/api-client";
import { adminAction, useAdminAction } from "@web/lib/admin/actions";
import { formatDateTime } from "../format";
import { PageHeader } from "../page-header";
import { Loaded } from "../states";
import { adminLoader, useAdminData } from "@web/lib/admin/data";

/** The page's clientLoader (React Router), used by its route module. */
export const settingsLoader = adminLoader<{ metalPrices: MetalPrices }>(
  () => "/api/admin/settings",
);

/** The page's clientAction: save the gold and silver price. */
export const settingsAction = adminAction({
  savePrices: {
    run: (values: MetalPricesInput) => api.put("/api/admin/settings/metal-prices", values),
    done: () =>
      toast.success("Prijzen opgeslagen", {
        description: "De zakaatcalculator gebruikt ze vanaf nu.",
      }),
    failed: { title: "Kon prijzen niet opslaan", description: "Probeer het opnieuw." },
  },
});

/** Instellingen: the gold and silver price per gram that pre-fill the zakat calculator. */
export function SettingsPage() {
  const state = useAdminData<{ metalPrices: MetalPrices }>();
  return (
    <>
      <PageHeader title="Instellingen" description="Waarden die de website gebruikt." />
      <Loaded state={state}>
        {({ metalPrices }) => (
          <MetalPricesForm key={metalPrices.updatedAt ?? "default"} prices={metalPrices} />
        )}
      </Loaded>
    </>
  );
}

function MetalPricesForm({ prices }: { prices: MetalPrices }) {
  const action = useAdminAction();
  const form = useForm<z.input<typeof metalPricesInputSchema>, unknown, MetalPricesInput>({
    resolver: zodResolver(metalPricesInputSchema),
    // Written the Dutch way ("71,25"), as the admin types them; the schema reads both.
    defaultValues: {
      goldPricePerGram: formatNumberNl(prices.goldPricePerGram),
      silverPricePerGram: formatNumberNl(prices.silverPricePerGram),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const save = (values: MetalPricesInput) => action.submit("savePrices", values);

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <h2 className="text-xl font-semibold leading-tight">Goud- en zilverprijs</h2>
        <CardDescription>
          Prijs per gram in euro; de zakaatcalculator vult ze in bij stap 1 en rekent er de nisab
          mee uit.{" "}
          {prices.updatedAt
            ? `Laatst gewijzigd ${formatDateTime(prices.updatedAt)}.`
            : "Nu gelden de standaardwaarden."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="Goud- en zilverprijs"
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={form.handleSubmit(save, (e) => toastInvalid(e))}
        >
          <FormField
            id="gold"
            label="Goud (€ per gram)"
            required
            error={errors.goldPricePerGram?.message}
          >
            <Input
              {...fieldA11y("gold", errors.goldPricePerGram?.message)}
              inputMode="decimal"
              {...form.register("goldPricePerGram")}
            />
          </FormField>
          <FormField
            id="silver"
            label="Zilver (€ per gram)"
            required
            error={errors.silverPricePerGram?.message}
          >
            <Input
              {...fieldA11y("silver", errors.silverPricePerGram?.message)}
              inputMode="decimal"
              {...form.register("silverPricePerGram")}
            />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Opslaan…" : "Prijzen opslaan"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
