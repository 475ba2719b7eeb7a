import type * as React from "react";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";

/**
 * The question before an admin change that is not simply taken back: what happens, to
 * whom, and the action's verb on the confirm button beside 'Annuleren'. Nothing happens
 * until the admin confirms; 'Annuleren', Escape and the close button change nothing.
 * The caller decides when it closes (at once, or once the change went through), and
 * `pending` keeps a second click from sending the change twice.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirm,
  urgent = false,
  pending = false,
  confirmable = true,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: React.ReactNode;
  /** More to read under the description (a list, a note). */
  children?: React.ReactNode;
  /** The confirm button's text: the action's verb ('Stoppen'). */
  confirm: string;
  /** The confirm button in the urgent colour: something is removed or ended. */
  urgent?: boolean;
  pending?: boolean;
  /** False: the change cannot be made now (the description says why); only 'Annuleren'. */
  confirmable?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Annuleren
          </Button>
          {confirmable ? (
            <Button variant={urgent ? "urgent" : "default"} disabled={pending} onClick={onConfirm}>
              {confirm}
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
