/**
 * Time zones as emails write them after a time: abbreviations (in their usual, mostly North
 * American and European, meanings), UTC or GMT with an offset, and the local names of the
 * zones of Japanese, Chinese, Korean, Russian and Turkish mail. Minutes east of UTC.
 */
const ZONES: Record<string, number> = {
  utc: 0,
  gmt: 0,
  wet: 0,
  west: 60,
  bst: 60,
  cet: 60,
  mez: 60,
  cest: 120,
  mesz: 120,
  eet: 120,
  eest: 180,
  msk: 180,
  мск: 180,
  trt: 180,
  tsi: 180,
  tsi̇: 180,
  // Türkiye Saati with its dotted capital, which no case folding turns into "tsi".
  TSİ: 180,
  sgt: 480,
  hkt: 480,
  awst: 480,
  jst: 540,
  kst: 540,
  aest: 600,
  aedt: 660,
  nzst: 720,
  nzdt: 780,
  brt: -180,
  art: -180,
  ast: -240,
  adt: -180,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
  akst: -540,
  akdt: -480,
  hst: -600,
  日本時間: 540,
  北京时间: 480,
  北京時間: 480,
  台北時間: 480,
  台灣時間: 480,
  台湾时间: 480,
  香港時間: 480,
  한국시간: 540,
  "한국 시간": 540,
  "по москве": 180,
  "по московскому времени": 180,
  "türkiye saati": 180,
};

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Abbreviations are capitals ("EST", not the French "est"); local names are words. */
const ABBREVIATIONS = Object.keys(ZONES)
  .filter((name) => /^[a-z]+$/.test(name))
  .map((name) => name.toUpperCase());
const LOCAL_NAMES = Object.keys(ZONES)
  .filter((name) => !/^[a-z]+$/.test(name))
  .sort((a, b) => b.length - a.length)
  .map(escape);

const OFFSET_ZONE =
  /(?<![\p{L}\p{N}])(?:(?:utc|gmt)\s*[+−-]\s*\d{1,2}(?::?\d{2})?|(?:utc|gmt)(?![\p{L}])|[+−-]\d{2}:?\d{2}(?!\d))/iu;
const NAMED_ZONE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${ABBREVIATIONS.join("|")})(?![\\p{L}])|(?:${LOCAL_NAMES.join("|")})`,
  "u",
);
const LOCAL_NAME = new RegExp(`(?:${LOCAL_NAMES.join("|")})`, "iu");

/** The first zone written in a short text: an offset from UTC or GMT, a numeric offset, or a name. */
export function findZone(text: string): string | null {
  const found = [OFFSET_ZONE.exec(text), NAMED_ZONE.exec(text), LOCAL_NAME.exec(text)].filter(
    (match): match is RegExpExecArray => match !== null,
  );
  if (found.length === 0) return null;
  return found.sort((a, b) => a.index - b.index)[0]![0];
}

/** Minutes east of UTC of a zone as ZONE_ANYWHERE matched it. */
export function zoneOffsetMinutes(written: string): number | null {
  const text = written
    .replace(/^[\s(（]+/, "")
    .toLowerCase()
    .replace("−", "-");
  const offset = /^(?:utc|gmt)?\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$/.exec(text);
  if (offset) {
    const minutes = Number(offset[2]) * 60 + Number(offset[3] ?? 0);
    return offset[1] === "-" ? -minutes : minutes;
  }
  return ZONES[text] ?? null;
}

/** The zone of a Date header ("Tue, 10 Nov 2026 09:14:00 -0800", "... GMT"), in minutes east of UTC. */
export function dateHeaderOffset(header: string): number {
  const numeric = /([+-])(\d{2})(\d{2})\s*(?:\([^)]*\))?\s*$/.exec(header);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3]);
    return numeric[1] === "-" ? -minutes : minutes;
  }
  const named = /([A-Za-z]{1,5})\s*$/.exec(header.trim());
  return (named && ZONES[named[1]!.toLowerCase()]) ?? 0;
}
