/**
 * Submits made before a form's script is ready (docs/decisions/044). The inline script
 * in the page's head (`holdEarlySubmits`, held-submit-script.ts) stops every submit of a
 * form marked with HELD_SUBMIT that nothing handled, and remembers the last one; the
 * form, once its script runs, takes it and sends it.
 */

export interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

declare global {
  interface Window {
    __heldSubmit?: HeldSubmit;
  }
}

/** The submit held for this form, if any; it is then no longer held. */
export function takeHeldSubmit(form: HTMLFormElement): HeldSubmit | null {
  const held = window.__heldSubmit;
  if (!held || held.form !== form) return null;
  window.__heldSubmit = undefined;
  form.removeAttribute("aria-busy");
  return held;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sets the value the way typing does, past React's record of the last value it saw. */
function typeValue(control: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set;
  control.value = control.defaultValue;
  setter?.call(control, value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * What the visitor typed, ticked or chose before the script ran is in the page but not
 * in the form's state (React keeps such values as they are while hydrating and does
 * not report them). Report each change as the event a person's edit causes, so the
 * state holds it before the held submit is sent.
 */
export function replayEdits(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    const control = element as Control;
    if (control instanceof HTMLSelectElement) {
      if (Array.from(control.options).some((o) => o.selected !== o.defaultSelected)) {
        control.dispatchEvent(new Event("change", { bubbles: true }));
      }
    } else if (control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type)) {
      if (control.checked === control.defaultChecked) continue;
      if (control.type === "radio" && !control.checked) continue;
      const wanted = control.checked;
      control.checked = !wanted;
      control.click();
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      if (control.type === "hidden" || control.value === control.defaultValue) continue;
      typeValue(control, control.value);
    }
  }
}
