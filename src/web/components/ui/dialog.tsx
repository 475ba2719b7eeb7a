import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { useCallback, useRef } from "react";
import { cn } from "@web/lib/utils";

export const Dialog = DialogPrimitive.Root;

function DialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn(
        "fixed inset-0 z-50 bg-black/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A centred modal; Escape and the close button close it, focus stays inside. Its one
 * column is never wider than the dialog (a long button wraps instead of running off a
 * phone's screen), and a dialog taller than the screen scrolls. Closed, it gives focus
 * back to what had it when it opened: most dialogs here are opened by a page's state, not
 * by a Radix trigger, and Radix alone would leave focus on the page's body.
 */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onCloseClick,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** The close button's click; `preventDefault()` keeps the dialog open. */
  onCloseClick?: (event: React.MouseEvent<HTMLButtonElement>) => void;
}) {
  const opener = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 grid-cols-[minmax(0,1fr)] gap-4 overflow-y-auto rounded-card border bg-card p-6 shadow-xl data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in",
          className,
        )}
        onOpenAutoFocus={(event) => {
          // Runs before focus moves into the dialog: what has focus opened it.
          opener.current = document.activeElement;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const back = opener.current;
          if (event.defaultPrevented || !(back instanceof HTMLElement) || !back.isConnected) return;
          event.preventDefault();
          back.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          onClick={onCloseClick}
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          <XIcon className="size-5" aria-hidden="true" />
          <span className="sr-only">Sluiten</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-xl font-semibold", className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("text-muted-foreground", className)} {...props} />
  );
}

/**
 * For a dialog holding a form (`{...guard}` on its DialogContent, `markDirty` as the
 * form's `onDirtyChange`): a click outside never closes it, and Escape and the close
 * button ask first while the form has changes (`dirty()`), so a stray key or click loses
 * nothing typed. 'Annuleren' (a deliberate choice to drop the changes) closes it at once.
 */
export function useUnsavedWork() {
  const dirty = useRef(false);
  const markDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  return { guard: keepUnsavedWork(() => dirty.current), markDirty };
}

function keepUnsavedWork(dirty: () => boolean) {
  const askFirst = (event: { preventDefault(): void }) => {
    if (dirty() && !window.confirm("Je wijzigingen zijn nog niet opgeslagen. Toch sluiten?"))
      event.preventDefault();
  };
  return {
    onInteractOutside: (event: Event) => event.preventDefault(),
    onEscapeKeyDown: askFirst,
    onCloseClick: askFirst,
  };
}
