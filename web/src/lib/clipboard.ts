/**
 * Copies text. The Clipboard API needs a secure context and the page's focus; where it is
 * missing or refuses (plain http on a LAN address, an older browser), a readonly input is
 * selected and copied the old way, then removed, and focus goes back where it was.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator.clipboard?.writeText === "function") {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Fall through to the selection.
    }
  }
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const input = document.createElement("input");
  input.readOnly = true;
  input.value = text;
  input.className = "clipboard-source";
  input.setAttribute("aria-hidden", "true");
  input.tabIndex = -1;
  document.body.append(input);
  input.select();
  let copied = false;
  try {
    // Deprecated, but the one way left when the Clipboard API is not available.
    copied = document.execCommand("copy");
  } finally {
    input.remove();
    focused?.focus();
  }
  if (!copied) throw new Error("The browser did not allow copying. Select the value and copy it yourself.");
}
