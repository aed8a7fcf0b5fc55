import type { ExtractInput } from "../../service/mail/extract/index.js";

/** An extraction input from Acme with only the given parts set. */
export const email = (parts: Partial<ExtractInput>): ExtractInput => ({
  subject: null,
  text: null,
  html: null,
  fromName: "Acme",
  fromAddress: "no-reply@acme.example",
  dkimSigner: null,
  dateHeader: null,
  receivedAt: new Date("2026-11-10T09:00:00Z"),
  ...parts,
});
