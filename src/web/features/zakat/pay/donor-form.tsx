import { zodResolver } from "@hookform/resolvers/zod";
import { formatEuro } from "@shared/money";
import {
  type DonorType,
  emptyZakatDonor,
  type ZakatDonor,
  ZAKAT_DONOR_CHECKS,
  zakatDonorSchema,
} from "@shared/schemas/zakat-donor";
import type { ZakatResult } from "@shared/zakat";
import { ArrowLeftIcon, LoaderCircleIcon } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { toastFailure, toastOutcome } from "@web/components/form/toasts";
import { Honeypot } from "@web/components/form/honeypot";
import { NewsletterBox } from "@web/components/form/newsletter-box";
import { Button } from "@web/components/ui/button";
import { ChoiceList } from "../fields/choice-list";
import { DonorField } from "./donor-field";
import { startZakatPayment } from "./start-payment";
import { PublicForm } from "@web/components/form/public-form";

const DONOR_TYPE_CHOICES = [
  { value: "individual", label: "Particulier" },
  { value: "company", label: "Bedrijf" },
] as const satisfies readonly { value: DonorType; label: string }[];

const TOAST_ID = "form:zakat-donor";

/** The donor, and the honeypot field every form has (people leave it empty). */
type DonorFormValues = ZakatDonor & { website?: string };

/** The toast shows the first failing check, in the form's order. */
function firstFailure(errors: FieldErrors<DonorFormValues>) {
  return ZAKAT_DONOR_CHECKS.find((check) => errors[check.field]?.message === check.message);
}

/** The zakat donor form: validated, then on to the payment page. */
export function DonorForm({
  amount,
  result,
  onBack,
}: {
  amount: number;
  result: ZakatResult;
  onBack: () => void;
}) {
  const [processing, setProcessing] = useState(false);
  const [newsletter, setNewsletter] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<DonorFormValues>({
    defaultValues: { ...emptyZakatDonor(), website: "" },
    // The schema cleans values (preprocess), so its input type is wider than the form's.
    resolver: zodResolver(zakatDonorSchema) as unknown as Resolver<DonorFormValues>,
  });
  const donorType = watch("donorType");
  const company = donorType === "company";

  const onValid = async (donor: ZakatDonor) => {
    setProcessing(true);
    try {
      // The schema drops the honeypot from the checked values; the form still holds it.
      const redirectUrl = await startZakatPayment(
        donor,
        result,
        newsletter,
        getValues("website") ?? "",
      );
      toastOutcome(TOAST_ID, { kind: "info", title: "Zakaat betaling gestart" });
      window.location.assign(redirectUrl);
    } catch (error) {
      // The server's own Dutch message when it sent one (a rate limit, a refused field).
      toastFailure(error, {
        form: TOAST_ID,
        title: "Fout bij zakaat betaling",
        description: "Er is een fout opgetreden. Probeer het opnieuw.",
        useServerMessage: true,
      });
      setProcessing(false);
    }
  };
  const onInvalid = (formErrors: FieldErrors<DonorFormValues>) => {
    const failure = firstFailure(formErrors);
    if (failure) {
      toastOutcome(TOAST_ID, { kind: "error", title: failure.title, description: failure.message });
    }
  };

  return (
    <PublicForm
      noValidate
      aria-label="Uw gegevens voor de zakaatbetaling"
      className="mt-4 space-y-4"
      onSubmit={handleSubmit(onValid, onInvalid)}
    >
      <ChoiceList
        legend="Ik betaal als"
        name="donorType"
        columns={2}
        choices={DONOR_TYPE_CHOICES}
        selected={[donorType]}
        onToggle={(value) => setValue("donorType", value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DonorField
          name="firstName"
          label="Voornaam"
          required
          register={register}
          error={errors.firstName}
          autoComplete="given-name"
        />
        <DonorField
          name="lastName"
          label="Achternaam"
          required
          register={register}
          error={errors.lastName}
          autoComplete="family-name"
        />
        <DonorField
          name="email"
          label="E-mailadres"
          type="email"
          required
          register={register}
          error={errors.email}
          autoComplete="email"
        />
        <DonorField
          name="phone"
          label="Telefoonnummer"
          type="tel"
          register={register}
          error={errors.phone}
          autoComplete="tel"
        />
      </div>
      {company ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <DonorField
            name="companyName"
            label="Bedrijfsnaam"
            required
            register={register}
            error={errors.companyName}
            autoComplete="organization"
          />
          <DonorField
            name="contactPerson"
            label="Contactpersoon"
            register={register}
            error={errors.contactPerson}
          />
          <DonorField
            name="kvkNumber"
            label="KvK-nummer"
            register={register}
            error={errors.kvkNumber}
          />
          <DonorField
            name="btwNumber"
            label="Btw-nummer"
            register={register}
            error={errors.btwNumber}
          />
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <DonorField
          name="address"
          label="Adres"
          register={register}
          error={errors.address}
          autoComplete="street-address"
        />
        <DonorField
          name="postalCode"
          label="Postcode"
          register={register}
          error={errors.postalCode}
          autoComplete="postal-code"
        />
        <DonorField
          name="city"
          label="Plaats"
          register={register}
          error={errors.city}
          autoComplete="address-level2"
        />
      </div>
      <Honeypot registration={register("website")} />
      <NewsletterBox
        id="zakat-newsletter"
        input={{ checked: newsletter, onChange: (e) => setNewsletter(e.target.checked) }}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={processing}>
          <ArrowLeftIcon aria-hidden="true" />
          Terug
        </Button>
        <Button type="submit" variant="zakat" disabled={processing} aria-busy={processing}>
          {processing ? (
            <>
              <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
              Bezig met verwerken…
            </>
          ) : (
            `Betaal ${formatEuro(amount)}`
          )}
        </Button>
      </div>
    </PublicForm>
  );
}
