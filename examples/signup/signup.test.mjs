// The test a team writes: make an address, sign up with it, read the code the app sent.
// `new Proofbox()` reads PROOFBOX_URL, PROOFBOX_API_KEY and PROOFBOX_RUN, which the action exports.
import assert from "node:assert/strict";
import { test } from "node:test";
import { Proofbox } from "proofbox";
import { signUp } from "./app.mjs";

test("sign-up sends a code that confirms the email", async (t) => {
  const inbox = new Proofbox();
  const { address } = await inbox.createAddress({ label: "sign-up" }, { test: t.name });
  const sent = await signUp(address);
  const { value } = await inbox.code(address, { test: t.name, timeout: 30 });
  assert.equal(value, sent);
});
