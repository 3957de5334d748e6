import type { PageContextServer } from 'vike/types';

// Issue 30, point 5: when React starts rendering the page's tree (its data already in memory), so
// that a miss's Server-Timing can tell React's own share (`react`) from the rest of the render.
export function onBeforeRenderHtml(pageContext: PageContextServer): void {
  pageContext.renderTimes = { reactStart: performance.now() };
}
