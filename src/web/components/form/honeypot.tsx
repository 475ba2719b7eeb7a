import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A field people never see or reach; bots fill it. The API then stores nothing and
 * answers as if it worked (STYLE.md rule 13, issue 4 "Spam and abuse").
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
