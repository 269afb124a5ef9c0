// Checks that run inside the page (playwright's page.evaluate): each function is
// self-contained, as it is sent to the browser as its source text.

/** In the page: every word of the labels under `selector` that spans two lines or leaves its box. */
export function brokenWords([selector, box]: readonly [string, string]): string[] {
  const out: string[] = [];
  for (const el of Array.from(document.querySelectorAll(selector))) {
    const frame = (el.closest(box) ?? el).getBoundingClientRect();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      // Text only a screen reader reads is not drawn; decorative glyphs hidden from
      // screen readers (the last-move badge) sit over a corner on purpose; a letter
      // drawn in a picture (role img: the provost's "P") is art that moves with its
      // piece, and may cross its cell's edge while it glides.
      const parent = node.parentElement;
      if (
        !parent ||
        parent.closest('.visually-hidden, [aria-hidden="true"], [role="img"]') ||
        parent.getBoundingClientRect().width <= 1
      )
        continue;
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        const r = range.getBoundingClientRect();
        if (lines.size > 1) out.push(`${m[0]} (broken)`);
        else if (r.left < frame.left - 0.5 || r.right > frame.right + 0.5) out.push(`${m[0]} (cut off)`);
      }
    }
  }
  return out;
}

/** In the page: how far the page scrolls sideways (0: not at all). */
export function sidewaysScroll(): number {
  return document.documentElement.scrollWidth - document.documentElement.clientWidth;
}
