import { cleanup, fireEvent, render, waitFor } from '../support/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { settle } from '../support/settle';

type LaterPart = typeof import('../../../widgets/collection/later-part');

// A fresh module per test: the later parts are fetched once per page, and each test is a new page.
let part: LaterPart;
beforeEach(async () => {
  vi.resetModules();
  part = await import('../../../widgets/collection/later-part');
});
afterEach(cleanup);

function Probe({ needed }: { needed: boolean }) {
  const root = useRef<HTMLDivElement>(null);
  const [later, intent] = part.useCollectionLater(root, needed);
  return (
    <div ref={root} onPointerDown={intent} onFocus={intent} onKeyDown={intent}>
      <button type="button">Sort</button>
      <p>{later ? 'in' : 'not yet'}</p>
    </div>
  );
}

/** The widget as it runs on a partner page: inside a shadow root, whose styles the part adds to. */
function renderInShadow(needed: boolean) {
  const host = document.createElement('tote-collection');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const view = render(<Probe needed={needed} />, { container });
  return { ...view, shadow, text: () => container.textContent };
}

const cssOf = (shadow: ShadowRoot) =>
  [...(shadow.adoptedStyleSheets ?? [])].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('') +
  [...shadow.querySelectorAll('style')].map((style) => style.textContent).join('');

describe('the collection parts for after the first screen', () => {
  it('are not fetched while the visitor only reads; a pointerdown fetches them and adds their looks to the widget', async () => {
    const view = renderInShadow(false);
    await settle(8);
    expect(part.collectionLater.current()).toBeNull();
    expect(view.text()).toContain('not yet');
    expect(cssOf(view.shadow)).not.toContain('.chip');

    fireEvent.pointerDown(view.shadow.querySelector('button')!);
    await waitFor(() => expect(view.text()).toContain('in'));
    expect(part.collectionLater.current()?.FilterChips).toBeTypeOf('function');
    expect(cssOf(view.shadow)).toContain('.chip');
  });

  it('come with the first keypress too (a keyboard has no pointer)', async () => {
    const view = renderInShadow(false);
    fireEvent.keyDown(view.shadow.querySelector('button')!, { key: 'Tab' });
    await waitFor(() => expect(view.text()).toContain('in'));
  });

  it('are fetched at once when the first screen shows them (a restored filter, the Favourites view, a message)', async () => {
    const view = renderInShadow(true);
    await waitFor(() => expect(view.text()).toContain('in'));
    expect(cssOf(view.shadow)).toContain('.state-box');
  });

  it('asked for as the site page loads but still on their way at the first render, they show as they come', async () => {
    part.askCollectionLaterEarly();
    const view = renderInShadow(false);
    await waitFor(() => expect(view.text()).toContain('in'));
    expect(cssOf(view.shadow)).toContain('.chip');
  });

  it('asked for before the widget renders (the site, as its page loads), they are there at the first render', async () => {
    await part.collectionLater.start();
    const view = renderInShadow(false);
    expect(view.text()).toContain('in');
  });
});
