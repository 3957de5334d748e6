// @vitest-environment jsdom
// The owner portal hydrates a streamed card with the result the server wrote beside it
// (client/member/calls/calls.tsx), but only once the card is in place. A card streamed after
// the shell arrives in a hidden <preact-island> and is moved in on an animation frame; until then
// the fallback is what is on the page, and the browser must hydrate that.
import { describe, expect, it } from 'vitest';
import { callId } from '../../contracts/calls.ts';
import { embedded } from '../../client/member/calls/calls.tsx';

const key = 'voc/category/list|{"lang_type":"ENG"}';
const script = `<script type="application/json" data-call="${callId(key)}">{"ok":true,"data":{"rows":[1,2]}}</script>`;

describe('a streamed call result while hydrating', () => {
  it('is used once its card is in place', () => {
    document.body.innerHTML = `<main><!--$s:1--><div class="row"></div>${script}<!--/$s:1--></main>`;
    expect(embedded(key)?.result).toEqual({ ok: true, data: { rows: [1, 2] } });
  });

  it('is not used while its card still waits in a preact-island for its frame', () => {
    document.body.innerHTML = `<main><!--$s:1--><div role="status" aria-busy="true"></div><!--/$s:1--></main><div hidden><preact-island hidden data-target="1"><div class="row"></div>${script}</preact-island></div>`;
    expect(embedded(key)).toBeNull();
  });

  it('is not used when it is not JSON', () => {
    document.body.innerHTML = `<script type="application/json" data-call="${callId(key)}">{"ok":tr</script>`;
    expect(embedded(key)).toBeNull();
  });
});
