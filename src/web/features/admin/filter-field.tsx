import type * as React from "react";

/**
 * One control of an admin filter row (search, status, year) with its visible label
 * above it: a placeholder alone disappears as soon as one types.
 */
export function FilterField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
