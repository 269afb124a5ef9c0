/**
 * Calls `fn` once, at the browser's next layout of the page, after the layout and
 * before the paint: the first notice of a ResizeObserver that starts observing
 * `el`. Positions read there are already computed, where a read in React's commit
 * makes the browser lay the whole page out at once, inside the update, and then
 * again for any later change. What `fn` changes (a scroll offset, an animation
 * started) is drawn in that same frame. Without ResizeObserver (jsdom), `fn` runs
 * at once. Returns a function that cancels the call if it has not run.
 */
export function afterLayout(el: Element, fn: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    fn();
    return () => undefined;
  }
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    fn();
  });
  observer.observe(el);
  return () => observer.disconnect();
}
