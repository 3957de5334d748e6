import { use } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { usePageContext } from 'vike-react/usePageContext';

/**
 * How long the portal's shell may wait on the server for the cards whose calls are answering
 * (issue 29: the portal's first paint). React reveals a card streamed after the shell has been
 * painted no sooner than 300 ms after that paint (react-dom 19.2's `$RC` throttle, which batches
 * reveals), while a card completed before React writes the shell is written in place. The owner
 * home's cards answer ≈ 50 ms after its shell here: waiting for them shows the page whole in its
 * first paint instead of a shell of loading cards replaced 300 ms later (its largest text, the room
 * profit's hint, was painted only after hydration under Lighthouse's phone). A call slower than
 * this streams after the shell as before: a slow API holds the first byte by this much at most.
 */
export const READY_CARDS_WAIT_MS = 150;

const waits = new WeakMap<QueryClient, Promise<void>>();

/**
 * Resolves when the page's calls have all answered (none fetching, once one has been asked for;
 * checked a turn later too, so that a screen still loading its code asks for its calls first) or
 * after `waitMs`, whichever comes first.
 */
export function cardsAnswered(client: QueryClient, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    let asked = client.getQueryCache().getAll().length > 0;
    let check: NodeJS.Immediate | undefined;
    const done = () => {
      clearTimeout(timer);
      clearImmediate(check);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type === 'added') asked = true;
      clearImmediate(check);
      check = setImmediate(() => asked && client.isFetching() === 0 && done());
    });
    check = setImmediate(() => asked && client.isFetching() === 0 && done());
  });
}

/**
 * The last part of the portal's shell, on the server only: it holds the shell until the cards'
 * calls have answered or READY_CARDS_WAIT_MS has passed, so that React writes the cards answered
 * by then inside the shell. Draws nothing (in the browser it does nothing at all). A render
 * thread's gate (server/web/render/shells-first.ts) is told the shell is rendered as it starts waiting,
 * or the calls it holds for shells would wait for this one.
 */
export function ReadyCards() {
  const client = useQueryClient();
  const pageContext = usePageContext();
  if (!import.meta.env.SSR) return null;
  let wait = waits.get(client);
  if (!wait) {
    pageContext.portal?.shellRendered?.();
    wait = cardsAnswered(client, pageContext.portal?.cardsWaitMs ?? READY_CARDS_WAIT_MS);
    waits.set(client, wait);
  }
  use(wait);
  return null;
}
