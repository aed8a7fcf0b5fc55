// The two encoders of nodemailer's MIME stack ship no types; the build of the evaluation set
// (build-eval-set.ts) uses only these functions.
declare module "libqp" {
  /** Quoted-printable of the bytes, unwrapped. */
  export function encode(data: Buffer | string): string;
  /** Soft line breaks so that no line is longer than `lineLength`. */
  export function wrap(encoded: string, lineLength?: number): string;
  const libqp: { encode: typeof encode; wrap: typeof wrap };
  export default libqp;
}

declare module "libbase64" {
  export function encode(data: Buffer | string): string;
  export function wrap(encoded: string, lineLength?: number): string;
  const libbase64: { encode: typeof encode; wrap: typeof wrap };
  export default libbase64;
}
