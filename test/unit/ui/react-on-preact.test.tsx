// The widgets' React API without preact/compat (src/ui/react-on-preact.ts, what the client build
// gives widgets for 'react'): the React behaviours our forms rely on, on plain Preact.
import { atom, computed } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot, memo, useState, useSyncExternalStore, type Root } from '../../../src/ui/react-on-preact';
import { useStore } from '../../../src/ui/use-store';

let root: Root | null = null;
let host: HTMLElement;

function mount(node: Parameters<Root['render']>[0]): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(node);
  return host;
}

afterEach(() => {
  root?.unmount();
  host.remove();
  root = null;
});

describe('React behaviours on plain Preact', () => {
  it('fires a text field’s onChange on each keystroke, a checkbox’s on change', () => {
    const typed = vi.fn();
    const ticked = vi.fn();
    const el = mount(
      <form>
        <input aria-label="Name" onChange={(e) => typed((e.target as HTMLInputElement).value)} />
        <textarea aria-label="Note" onChange={(e) => typed((e.target as HTMLTextAreaElement).value)} />
        <input type="checkbox" aria-label="Agree" onChange={ticked} />
      </form>,
    );
    const [name, agree] = el.querySelectorAll('input');
    name.value = 'A';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    const note = el.querySelector('textarea')!;
    note.value = 'B';
    note.dispatchEvent(new Event('input', { bubbles: true }));
    expect(typed.mock.calls).toEqual([['A'], ['B']]);
    agree.dispatchEvent(new Event('input', { bubbles: true }));
    expect(ticked).not.toHaveBeenCalled();
    agree.dispatchEvent(new Event('change', { bubbles: true }));
    expect(ticked).toHaveBeenCalledTimes(1);
  });

  it('lets onFocus and onBlur bubble from a field to its group, and maps onDoubleClick', () => {
    const seen: string[] = [];
    const el = mount(
      <div onFocus={() => seen.push('focus')} onBlur={() => seen.push('blur')} onDoubleClick={() => seen.push('dblclick')}>
        <input aria-label="Inside" />
      </div>,
    );
    const input = el.querySelector('input')!;
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    input.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    expect(seen).toEqual(['focus', 'blur', 'dblclick']);
  });

  it('writes camelCase SVG attributes with their dashed names and leaves the caller’s props alone', () => {
    const props = { strokeWidth: '1.6', strokeLinecap: 'round' as const, d: 'M0 0L1 1' };
    const el = mount(
      <svg viewBox="0 0 2 2">
        <path {...props} />
      </svg>,
    );
    const path = el.querySelector('path')!;
    expect(path.getAttribute('stroke-width')).toBe('1.6');
    expect(path.getAttribute('stroke-linecap')).toBe('round');
    expect(path.hasAttribute('strokeWidth')).toBe(false);
    expect(Object.keys(props)).toEqual(['strokeWidth', 'strokeLinecap', 'd']);
  });

  it('re-renders on a store change through useSyncExternalStore, and unmounts cleanly', async () => {
    const count = atom(1);
    const unsubscribed = vi.fn();
    const subscribe = (done: () => void) => {
      const off = count.listen(done);
      return () => {
        off();
        unsubscribed();
      };
    };
    function Shown() {
      const value = useSyncExternalStore(subscribe, count.get);
      const [clicks, setClicks] = useState(0);
      return (
        <button type="button" onClick={() => setClicks(clicks + 1)}>
          {value}/{clicks}
        </button>
      );
    }
    const el = mount(<Shown />);
    expect(el.textContent).toBe('1/0');
    count.set(2);
    await vi.waitFor(() => expect(el.textContent).toBe('2/0'));
    el.querySelector('button')!.click();
    await vi.waitFor(() => expect(el.textContent).toBe('2/1'));
    root!.unmount();
    expect(el.textContent).toBe('');
    await vi.waitFor(() => expect(unsubscribed).toHaveBeenCalledTimes(1));
  });

  it('useStore (in place of @nanostores/react): shows a change made before it subscribed, follows a computed store, lets go on unmount', async () => {
    const count = atom(1);
    const doubled = computed(count, (n) => n * 2);
    function Shown() {
      return (
        <p>
          {useStore(count)}/{useStore(doubled)}
        </p>
      );
    }
    const el = mount(<Shown />);
    expect(el.textContent).toBe('1/2');
    // Rendered, but its effects (the subscription) have not run yet.
    count.set(2);
    await vi.waitFor(() => expect(el.textContent).toBe('2/4'));
    count.set(3);
    await vi.waitFor(() => expect(el.textContent).toBe('3/6'));
    root!.unmount();
    // Both hooks have let go; what still listens to count is the computed store, which nanostores unmounts a second later.
    await vi.waitFor(() => expect([doubled.lc, count.lc]).toEqual([0, 1]));
  });

  it('memo: a row renders again only when one of its props changed', async () => {
    const rendered: string[] = [];
    const Row = memo(({ label, onPick }: { label: string; onPick: () => void }) => {
      rendered.push(label);
      return <li onClick={onPick}>{label}</li>;
    });
    const pick = () => {};
    let setCount: (n: number) => void = () => {};
    function List() {
      const [count, set] = useState(0);
      setCount = set;
      return (
        <ul data-count={count}>
          <Row label="Lune" onPick={pick} />
          <Row label={count > 1 ? 'Verne, chosen' : 'Verne'} onPick={pick} />
        </ul>
      );
    }
    const el = mount(<List />);
    expect(rendered).toEqual(['Lune', 'Verne']);
    setCount(1);
    await vi.waitFor(() => expect(el.querySelector('ul')!.dataset.count).toBe('1'));
    expect(rendered).toEqual(['Lune', 'Verne']);
    setCount(2);
    await vi.waitFor(() => expect(el.textContent).toBe('LuneVerne, chosen'));
    expect(rendered).toEqual(['Lune', 'Verne', 'Verne, chosen']);
  });
});
