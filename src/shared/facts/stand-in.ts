/**
 * A value in the foundation's facts file that is a plausible stand-in, not the
 * foundation's own: `kvk: standIn("12345678")`. The site shows it like any other value
 * (so the demo works), lists it in the admin's go-live checklist, and a production build
 * or start refuses it unless ALLOW_PLACEHOLDERS=1.
 */
const STAND_IN = Symbol.for("qamar.standIn");

export interface StandIn<T> {
  readonly [STAND_IN]: true;
  readonly value: T;
}

export function standIn<T>(value: T): StandIn<T> {
  return { [STAND_IN]: true, value };
}

function isStandIn(value: unknown): value is StandIn<unknown> {
  return typeof value === "object" && value !== null && STAND_IN in value;
}

/** The facts as the file writes them: any value, or any group of values, may be a stand-in. */
export type WithStandIns<T> =
  | StandIn<T>
  | (T extends readonly (infer E)[]
      ? readonly WithStandIns<E>[]
      : T extends object
        ? { readonly [K in keyof T]: WithStandIns<T[K]> }
        : T);

/** A stand-in left in the facts: where (dotted path, such as `registration.kvk`) and what. */
export interface StandInEntry {
  path: string;
  value: string;
}

/** Whether the value at a dotted path, or a group around it, is one of the stand-ins. */
export function isStandInAt(standIns: readonly StandInEntry[], path: string): boolean {
  return standIns.some((s) => s.path === path || path.startsWith(`${s.path}.`));
}

/** A value as one line: a group's values joined ("Postbus 1234, 1000 AB, Amsterdam"). */
function describe(value: unknown): string {
  if (Array.isArray(value)) return value.map(describe).join(", ");
  if (typeof value === "object" && value !== null) {
    return Object.values(value).map(describe).join(", ");
  }
  return String(value);
}

/** The plain facts (stand-ins replaced by their values) and where the stand-ins were. */
export function resolveStandIns<T>(raw: WithStandIns<T>): {
  value: T;
  standIns: StandInEntry[];
} {
  const standIns: StandInEntry[] = [];
  const walk = (node: unknown, path: string[], inside: boolean): unknown => {
    if (isStandIn(node)) {
      if (!inside) standIns.push({ path: path.join("."), value: describe(node.value) });
      return walk(node.value, path, true);
    }
    if (Array.isArray(node)) return node.map((item, i) => walk(item, [...path, String(i)], inside));
    if (typeof node === "object" && node !== null) {
      return Object.fromEntries(
        Object.entries(node).map(([key, item]) => [key, walk(item, [...path, key], inside)]),
      );
    }
    return node;
  };
  return { value: walk(raw, [], false) as T, standIns };
}
