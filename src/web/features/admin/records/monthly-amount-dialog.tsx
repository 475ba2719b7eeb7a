import { perInterval } from "@shared/mandate";
import { formatCents } from "@shared/money";
import { type MonthlyDonorRow, monthlyAmountField } from "@shared/schemas/monthly-giving";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";

/**
 * A new monthly amount for one gift. The amount is checked here first, with the server's
 * rule (a 'Validatiefout' toast and the message under the field; nothing is sent); the
 * server checks it again and, for a gift collected by Mollie, changes the
 * subscription there too; the bank's file takes the new amount from the next month on.
 */
export function MonthlyAmountDialog({
  gift,
  pending,
  onClose,
  onSave,
}: {
  gift: MonthlyDonorRow | null;
  pending: boolean;
  onClose: () => void;
  onSave: (amount: string) => void;
}) {
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setAmount(gift ? (gift.amountCents / 100).toFixed(2).replace(".", ",") : "");
    setError(null);
  }, [gift]);
  return (
    <Dialog open={gift !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogTitle>Bedrag wijzigen</DialogTitle>
        <DialogDescription>
          {gift
            ? `${gift.firstName} ${gift.lastName} (${gift.mandateReference}) geeft nu ${formatCents(gift.amountCents)} ${perInterval[gift.intervalMonths]}. Het nieuwe bedrag geldt vanaf de volgende incasso.`
            : null}
        </DialogDescription>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const checked = monthlyAmountField.safeParse(amount);
            if (!checked.success) {
              const message = checked.error.issues[0]?.message ?? "Ongeldig bedrag";
              setError(message);
              toast.error("Validatiefout", { description: message });
              return;
            }
            setError(null);
            onSave(amount);
          }}
        >
          <Label htmlFor="monthly-amount">
            {`Nieuw bedrag ${gift ? perInterval[gift.intervalMonths] : "per maand"} (€)`}
          </Label>
          <Input
            id="monthly-amount"
            inputMode="decimal"
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "monthly-amount-error" : undefined}
            onChange={(event) => setAmount(event.target.value)}
          />
          {error ? (
            <p id="monthly-amount-error" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              Annuleren
            </Button>
            <Button type="submit" disabled={pending}>
              Opslaan
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
