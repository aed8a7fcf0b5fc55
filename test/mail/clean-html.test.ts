import { describe, expect, it } from "vitest";
import { cleanHtml } from "../../service/mail/clean-html.js";

describe("cleaned HTML", () => {
  it.each([
    // A hidden preheader goes with its content, and what follows keeps its own tags.
    ['<div style="display:none">pre</div><p>a</p><p>b</p>', "<p>a</p><p>b</p>"],
    [
      '<div><span hidden>x</span><a href="https://a.example/x">link</a></div><p>Rest</p>',
      '<div><a href="https://a.example/x" rel="noopener noreferrer nofollow">link</a></div><p>Rest</p>',
    ],
    ['<b>bold</b><div style="visibility:hidden"><i>in</i></div><p>after</p>', "<b>bold</b><p>after</p>"],
    // font-size:0 lays out inline-block columns whose children are seen: nothing is dropped.
    [
      '<table><tr><td style="font-size:0"><div style="display:inline-block;font-size:14px">Your code is 123456</div></td></tr></table>',
      "<table><tr><td><div>Your code is 123456</div></td></tr></table>",
    ],
    // The mark that carries "hidden" from one step to the next never reaches the output.
    ['<p data-proofbox-hidden="">own</p><p>x</p>', "<p>x</p>"],
  ])("cleans %s", (html, cleaned) => {
    expect(cleanHtml(html).html).toBe(cleaned);
  });
});
