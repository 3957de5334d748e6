import type { PageContextServer } from 'vike/types';

// Issue 30, point 5: when React has rendered the page's tree (+onBeforeRenderHtml.ts).
export function onAfterRenderHtml(pageContext: PageContextServer): void {
  if (pageContext.renderTimes) pageContext.renderTimes.reactEnd = performance.now();
}
