import type { IncomingHttpHeaders } from 'node:http';

/**
 * A write the web app gives up on must not be saved after it gave up (issue 25, point 3: an
 * owner's inquiry was saved while the owner was told it failed). The web app sends the instant
 * (ms since the epoch) after which the API must no longer commit, COMMIT_MARGIN_MS before it stops
 * waiting itself; the API checks it when the request arrives and again just before COMMIT, and
 * answers E504 (nothing saved) once it has passed. An absolute instant rather than a duration: a
 * proxy that holds the whole body before passing it on (nginx does by default) makes the request
 * arrive late, and a duration counted from arrival would outlive the web app's wait. It assumes the
 * two machines' clocks agree within the margin (NTP keeps them within milliseconds).
 */
export const COMMIT_DEADLINE_HEADER = 'x-commit-deadline';

/** Time between the last instant the API may commit and the web app's giving up: the COMMIT and the answer's way back. */
export const COMMIT_MARGIN_MS = 1500;

/** The commit deadline a request carries; undefined without one, null when the header is not an instant. */
export function commitDeadlineOf(headers: IncomingHttpHeaders): number | null | undefined {
  const raw = headers[COMMIT_DEADLINE_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{13}$/.test(raw)) return null;
  return Number(raw);
}
