import { hashKey, useSuspenseQueries, useSuspenseQuery, type UseSuspenseQueryResult } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/react.tsx';
import { renderSlotError } from '../components/SlotStates.tsx';
import { toast } from '../toast.ts';
import { endSession, type Answer, type Failure, type PortalQuery } from './queries.ts';

interface CardProps {
  /** Shown while the call runs (and streamed first on the server). */
  fallback: ReactNode;
  /** Shown in place of the data when the call failed (SPEC §8), with a retry; default: SlotError. */
  renderError?: (message: string, retry: () => void, failure: Failure) => ReactNode;
}

/**
 * A card of a screen: its calls' answers, in its own Suspense boundary (issue 26, point 3). On the
 * server the shell streams at once and each card follows when its calls answer (DESIGN §6: a slow
 * API does not hold the first byte); react-streaming carries each answer into the page beside it
 * (vike-react-query), so the browser hydrates the card with the answer the server rendered and
 * keeps it in the query cache. The calls of a screen's cards all start in the same render pass:
 * a card never waits for another's answer. A card asked for another call (another month) is a
 * boundary of its own, so it shows its loading state at once rather than the previous month's
 * figures under the new month's title while React waits to show the fallback.
 */
export function Card<T>({ query, fallback, renderError = renderSlotError, children }: CardProps & { query: PortalQuery<T>; children: (data: T) => ReactNode }) {
  return (
    <Suspense key={hashKey(query.queryKey)} fallback={fallback}>
      <OneAnswer query={query} fallback={fallback} renderError={renderError}>
        {children}
      </OneAnswer>
    </Suspense>
  );
}

/** A card made of two calls, asked for at once (never one after the other's answer). */
export function Card2<A, B>({ queries, fallback, renderError = renderSlotError, children }: CardProps & { queries: readonly [PortalQuery<A>, PortalQuery<B>]; children: (a: A, b: B) => ReactNode }) {
  return (
    <Suspense key={hashKey([queries[0].queryKey, queries[1].queryKey])} fallback={fallback}>
      <TwoAnswers queries={queries} fallback={fallback} renderError={renderError}>
        {children}
      </TwoAnswers>
    </Suspense>
  );
}

function OneAnswer<T>({ query, fallback, renderError, children }: Required<CardProps> & { query: PortalQuery<T>; children: (data: T) => ReactNode }) {
  const result = useSuspenseQuery(query);
  return <Answered results={[result]} fallback={fallback} renderError={renderError} render={() => children((result.data as { data: T }).data)} />;
}

function TwoAnswers<A, B>({ queries, fallback, renderError, children }: Required<CardProps> & { queries: readonly [PortalQuery<A>, PortalQuery<B>]; children: (a: A, b: B) => ReactNode }) {
  const [a, b] = useSuspenseQueries({ queries: [queries[0], queries[1]] });
  return <Answered results={[a, b]} fallback={fallback} renderError={renderError} render={() => children((a.data as { data: A }).data, (b.data as { data: B }).data)} />;
}

/**
 * The answers, or the first failure with a retry (SPEC §8): the retry asks again for the failed
 * calls (the card shows its loading state meanwhile) and says so in a toast when they fail again.
 * A call the API refused for an ended session (401) ends it here (SPEC §4).
 */
function Answered({ results, fallback, renderError, render }: Required<CardProps> & { results: UseSuspenseQueryResult<Answer<unknown>>[]; render: () => ReactNode }) {
  const { t } = useTranslation('member');
  const failed = results.map((r) => r.data).find((answer) => !answer.ok);
  const expired = failed?.status === 401;
  useEffect(() => {
    if (expired) void endSession('expired');
  }, [expired]);
  if (!failed) return render();
  if (results.some((r) => r.isFetching)) return fallback;
  const retry = () =>
    void Promise.all(results.filter((r) => !r.data.ok).map((r) => r.refetch())).then((again) => {
      if (again.some((r) => r.data?.ok !== true)) toast(t('slot.retryFailed'));
    });
  return renderError(failed.message, retry, failed);
}
