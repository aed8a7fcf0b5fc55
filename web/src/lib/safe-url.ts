/**
 * A URL from an email or a run, as something the page may link to: only http and https, so a
 * javascript:, data: or app link is shown as text and never followed from the app.
 */
export function webUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** An https URL only (a run's job_url is stated to be one; anything else is shown as text). */
export function httpsUrl(value: string): string | null {
  const url = webUrl(value);
  return url?.startsWith("https:") ? url : null;
}
