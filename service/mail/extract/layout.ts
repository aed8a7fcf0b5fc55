import type { HtmlLayout } from "../../wire/checks.js";

export type { HtmlLayout };

/**
 * How an email's HTML will sit on a phone, read from the original HTML on the same pass that
 * reads its text (document.ts): the checks keep these facts instead of the original HTML.
 * Widths are what a phone cannot shrink: fixed pixel widths without a max-width.
 */
const SIZED_TAGS = new Set(["table", "td", "th", "div", "center", "section", "article", "img", "tr", "body"]);

/** A pixel length: "700", "700px", "525pt" (in px); percentages and auto are not fixed. */
function pixels(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px|pt)?\s*$/i.exec(value);
  if (!match) return null;
  const number = Number(match[1]);
  return Math.round(match[2]?.toLowerCase() === "pt" ? number * (4 / 3) : number);
}

/** A declaration of a property the layout reads, in an inline style: its name and value. */
const READ_DECLARATION = /(?:^|;)\s*(font-size|min-width|width|height)\s*:([^;]*)/gi;

/**
 * The values of the properties the layout reads in an inline style (the last one given wins),
 * found by one scan of the style; the declarations it does not read are never cut out.
 */
function styleValues(style: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const [, property, value] of style.matchAll(READ_DECLARATION))
    values.set(property!.toLowerCase(), value!.replace(/!important/i, "").trim());
  return values;
}

const NO_VALUES: ReadonlyMap<string, string> = new Map();
/** Any of the properties read, as a cheap first test: most elements' styles have none. */
const MAY_SIZE = /font-size|width|height/i;

export interface LayoutReader {
  open(name: string, attributes: Record<string, string>): void;
  /** Text of a <style> element. */
  stylesheet(text: string): void;
  result(textChars: number, wideChars: number): HtmlLayout;
}

/** Bounded: a stylesheet is read for two facts, not kept. */
const MAX_STYLESHEET_CHARS = 64 * 1024;

export function createLayoutReader(): LayoutReader {
  let viewport = false;
  let widestFixedPx: number | null = null;
  let widestImagePx: number | null = null;
  let smallestFontPx: number | null = null;
  let images = 0;
  let css = "";
  const widest = (current: number | null, value: number) => (current === null || value > current ? value : current);

  return {
    open(name, attributes) {
      if (name === "meta" && attributes.name?.toLowerCase() === "viewport") viewport = true;
      const style = attributes.style ?? "";
      const values = MAY_SIZE.test(style) ? styleValues(style) : NO_VALUES;
      const fontSize = pixels(values.get("font-size"));
      // Sizes of 0 and 1 px hide preheaders; they are no reading size.
      if (fontSize !== null && fontSize > 1 && (smallestFontPx === null || fontSize < smallestFontPx))
        smallestFontPx = fontSize;
      if (!SIZED_TAGS.has(name)) return;
      const width = Math.max(
        pixels(attributes.width) ?? 0,
        pixels(values.get("width")) ?? 0,
        pixels(values.get("min-width")) ?? 0,
      );
      const shrinks = style.includes("max-width");
      if (name === "img") {
        const height = pixels(attributes.height) ?? pixels(values.get("height"));
        const pixel = (width > 0 && width <= 2) || (height !== null && height <= 2);
        if (!pixel) images++;
        if (width > 0 && !shrinks) widestImagePx = widest(widestImagePx, width);
        return;
      }
      if (width > 0 && !shrinks) widestFixedPx = widest(widestFixedPx, width);
    },
    stylesheet(text) {
      if (css.length < MAX_STYLESHEET_CHARS) css += text.slice(0, MAX_STYLESHEET_CHARS - css.length);
    },
    result(textChars, wideChars) {
      return {
        viewport,
        widestFixedPx,
        widestImagePx,
        smallestFontPx,
        images,
        textChars,
        wideChars,
        mediaQueries: /@media[^{]*max-(?:device-)?width/i.test(css),
        imagesShrink: /(?:^|[},\s])img[^{}]*\{[^}]*max-width/i.test(css),
      };
    },
  };
}
