import { ConfirmDialog } from "@web/components/ui/confirm-dialog";

/** An address on the suppression list: the mail server refused it for good, with its reply. */
export interface BlockedAddress {
  email: string;
  reason: string;
}

/**
 * The question before 'Blokkade opheffen' (decision 090): the address is sent to again,
 * which the admin cannot take back, and a mail server that still refuses it blocks it
 * again after the next send. `onConfirm` runs once confirmed.
 */
export function LiftBlockDialog({
  blocked,
  onConfirm,
  onClose,
}: {
  blocked: BlockedAddress | null;
  onConfirm: (blocked: BlockedAddress) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={blocked !== null}
      title="Blokkade opheffen?"
      description={
        blocked
          ? `${blocked.email} krijgt dan weer de nieuwsbrieven die naar dit adres gaan. De mailserver weigerde het adres (${blocked.reason}); hef de blokkade alleen op als het adres weer werkt, bijvoorbeeld na een volle mailbox.`
          : ""
      }
      confirm="Blokkade opheffen"
      onConfirm={() => {
        if (blocked) onConfirm(blocked);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
