/**
 * The equity-method and pension-rule lists: choosing NONE leaves only NONE,
 * choosing another option removes NONE, unchecking NONE leaves an empty list.
 */
export function toggleListOption<T extends string>(
  list: readonly T[],
  option: T,
  checked: boolean,
): T[] {
  if (option === "NONE") return checked ? [option] : [];
  if (!checked) return list.filter((item) => item !== option);
  const withoutNone = list.filter((item) => item !== "NONE");
  return withoutNone.includes(option) ? withoutNone : [...withoutNone, option];
}
