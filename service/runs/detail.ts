/** A run event's detail value as text: strings and numbers as they are, anything else as the fallback. */
export function str(value: unknown, fallback = ""): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return fallback;
}
