import type { Caller } from "../caller.js";
import type { Deps } from "../deps.js";
import { ApiError } from "../errors.js";
import { parseAddress } from "../lib/email-address.js";
import type { AddressRecord } from "../store/store.js";

/** An address as a call named it: the record, and the plus tag the caller wrote, if any. */
export interface ResolvedAddress {
  record: AddressRecord;
  /** A wait or message list on a plus-tag variant sees only mail sent to that variant. */
  tag: string | null;
}

/** Message of the 404 for an address the caller cannot see. */
function unknownAddressMessage(address: string): string {
  return `No address ${address} in this project. It was never created, belongs to another project (a key works within its own project only), or was deleted.`;
}

/** The 404 for an address the caller cannot see, with what that can mean. */
export function unknownAddress(deps: Pick<Deps, "helpUrl">, address: string): ApiError {
  return new ApiError("not_found", unknownAddressMessage(address), {
    hint: `Check the spelling of ${address} and that the API key belongs to the project that created it. Mail to an address that does not exist is refused with SMTP 550, so the app under test sees a bounce.`,
    help: deps.helpUrl,
  });
}

/**
 * Resolves an `{address}` as a caller wrote it (URL-decoded): capitals and a plus tag act on the
 * plain address. Anything not in the caller's project is 404, exactly as if it did not exist.
 * Mail accepted for the address may still be in the parser: the lookup waits for it, so a read
 * that starts after the SMTP 250 sees that mail, in counts as in messages. A wait leaves that to
 * itself (`settle: false`): it waits for such mail within its own timeout (wait-for-mail.ts).
 */
export async function resolveAddress(
  deps: Pick<Deps, "store" | "intake" | "helpUrl">,
  caller: Caller,
  written: string,
  options: { settle: boolean } = { settle: true },
): Promise<ResolvedAddress> {
  const parsed = parseAddress(written);
  const find = () => (parsed ? deps.store.addresses.get(caller.project.id, parsed.plain) : Promise.resolve(null));
  const record = await find();
  if (!record || !parsed) throw unknownAddress(deps, parsed?.plain ?? written.slice(0, 320));
  const settled = options.settle && (await deps.intake.settled(record.id));
  return { record: settled ? ((await find()) ?? record) : record, tag: parsed.tag };
}
