// @vitest-environment jsdom
// Issue 14, point 7: an inquiry test got "Enter your mobile number." after a number had been typed
// on a slow machine. The cause, shown here without a browser: React hydrates a controlled field
// without reading it, so text typed into the server's HTML before hydration stays on screen while
// the state holds ''. useTypedBeforeHydration (site/lib) hands such text to the form's onChange.
import { act, lazy, Suspense, useRef, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from '../../shared/lib/useTypedBeforeHydration.ts';

interface Draft {
  phone: string;
  content: string;
  hotel: string;
  agree: boolean;
  reply: string;
}
// React's act() flushes hydration and the replayed events here as a browser would.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const empty: Draft = { phone: '', content: '', hotel: '102', agree: false, reply: '' };

/** A controlled form like the site's: its state is written out in <output> for the test to read. */
function makeForm(keep: boolean) {
  return function Form() {
    const [draft, setDraft] = useState<Draft>(empty);
    const formRef = useRef<HTMLFormElement>(null);
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the same branch on every render of a form
    if (keep) useTypedBeforeHydration(formRef);
    // Like a form that builds the next draft from the one it rendered (not from an updater).
    const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });
    return (
      <form ref={formRef}>
        <input id="phone" type="tel" value={draft.phone} onChange={(e) => set('phone', e.target.value)} />
        <textarea id="content" value={draft.content} onChange={(e) => set('content', e.target.value)} />
        <select id="hotel" value={draft.hotel} onChange={(e) => set('hotel', e.target.value)}>
          <option value="">-</option>
          <option value="101">Sokcho</option>
          <option value="102">Naksan</option>
        </select>
        <input id="agree" type="checkbox" checked={draft.agree} onChange={(e) => set('agree', e.target.checked)} />
        {['email', 'sms'].map((m) => (
          <input key={m} id={`reply-${m}`} type="radio" name="reply" value={m} checked={draft.reply === m} onChange={() => set('reply', m)} />
        ))}
        <input type="hidden" name="state" value="3" />
        <output id="state">{JSON.stringify(draft)}</output>
      </form>
    );
  };
}

let container: HTMLDivElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

/**
 * Server HTML, the visitor's typing into it, then hydration of the form's lazily loaded code (as
 * the support page loads the inquiry form), with the typing done while that code is on its way.
 */
async function typeThenHydrate(Form: ComponentType) {
  container = document.createElement('div');
  container.innerHTML = renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Form />
    </Suspense>,
  );
  document.body.append(container);
  let load!: () => void;
  const Lazy = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (load = () => resolve({ default: Form }))));
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container!,
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
      { onRecoverableError: (e) => recoverable.push(e) },
    );
  });
  const q = <T extends Element>(selector: string) => container!.querySelector<T>(selector)!;
  // Typed (and chosen) in the server's fields: React has no handler there yet.
  q<HTMLInputElement>('#phone').value = '010-5555-0101';
  q<HTMLTextAreaElement>('#content').value = '오션뷰 객실 문의';
  q<HTMLSelectElement>('#hotel').value = '101';
  q<HTMLInputElement>('#agree').checked = true;
  q<HTMLInputElement>('#reply-sms').checked = true;
  await act(async () => {
    load();
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(recoverable).toEqual([]);
  return { state: JSON.parse(q('#state').textContent!) as Draft, q };
}

describe('text typed before hydration', () => {
  it('is lost to a controlled form that does not look for it (the cause)', async () => {
    const { state, q } = await typeThenHydrate(makeForm(false));
    // On screen, not in the state: a submit now says "Enter your mobile number."
    expect(q<HTMLInputElement>('#phone').value).toBe('010-5555-0101');
    expect(state).toEqual(empty);
  });

  it('reaches the state of a form with useTypedBeforeHydration, and stays on screen', async () => {
    const { state, q } = await typeThenHydrate(makeForm(true));
    expect(state).toEqual({ phone: '010-5555-0101', content: '오션뷰 객실 문의', hotel: '101', agree: true, reply: 'sms' });
    expect(q<HTMLInputElement>('#phone').value).toBe('010-5555-0101');
    expect(q<HTMLTextAreaElement>('#content').value).toBe('오션뷰 객실 문의');
    expect(q<HTMLSelectElement>('#hotel').value).toBe('101');
    expect(q<HTMLInputElement>('#agree').checked).toBe(true);
    expect(q<HTMLInputElement>('#reply-sms').checked).toBe(true);
    expect(q<HTMLInputElement>('#reply-email').checked).toBe(false);
  });

  it('replays nothing into a form that nobody typed into', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const Form = makeForm(true);
    container.innerHTML = renderToString(<Form />);
    await act(async () => {
      hydrateRoot(container!, <Form />);
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(JSON.parse(container.querySelector('#state')!.textContent!)).toEqual(empty);
  });
});
