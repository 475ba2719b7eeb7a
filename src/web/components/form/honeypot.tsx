import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A field people never see or reach; bots fill it. The API then stores nothing and
 * answers as if it worked, so the bot learns nothing (docs/product/forms.md).
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
