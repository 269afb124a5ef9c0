import { useEffect } from 'react';

// The tab's title: the page's own (a table, a replay) and, in front of it, how
// many of the player's tables wait for their move ("(2) Caylus"), so a tab in the
// background tells them. The icon turns to the your-turn icon with it.

let base: string | null = null;
let siteTitle: string | null = null;
let waiting = 0;
let plainIcon: string | null = null;

const TURN_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#e69f00" stroke="#222" stroke-width="3"/><text x="16" y="22" font-size="18" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#111">!</text></svg>',
)}`;

function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  return link;
}

function render(): void {
  siteTitle ??= document.title;
  const own = base ?? siteTitle;
  document.title = waiting > 0 ? `(${waiting}) ${own}` : own;
  const link = iconLink();
  plainIcon ??= link.getAttribute('href') ?? '';
  const wanted = waiting > 0 ? TURN_ICON : plainIcon;
  if (link.getAttribute('href') !== wanted) link.setAttribute('href', wanted);
}

/** How many tables wait for this player's move (0: none). */
export function setTablesWaiting(count: number): void {
  waiting = count;
  render();
}

/** The page's own title while it is shown (null: none yet, the site's stays). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    base = title;
    render();
    return () => {
      if (base === title) base = null;
      render();
    };
  }, [title]);
}
