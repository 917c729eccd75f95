// The React API our widgets and src/ use, on plain Preact: the client build points 'react',
// 'react-dom' and 'react-dom/client' here for every module but the site's and react-router's
// (scripts/preact-aliases.mjs), which keep preact/compat. Preact's compat layer is about 2 kB
// (brotli) of a widget's first load, for class components, Suspense, portals and the rest that
// the widgets never use; what they do use is below, with the few React behaviours they rely on.
//
// React behaviours kept (as preact/compat does them): onChange on a text field fires on each
// keystroke (the DOM's input event); onFocus and onBlur bubble (focusin and focusout);
// onDoubleClick is dblclick; camelCase SVG attributes (strokeWidth) become their dashed names.
// Not kept: numbers in a style object get no "px" (write the unit), and there is no defaultValue
// fallback for a null value. Code needing more imports it here first.
import { createElement, options, render, type ComponentChild, type FunctionComponent, type VNode } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

export { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
// The build's JSX factory (scripts/jsx-classic.mjs), as React names it.
export { createElement, Fragment } from 'preact';

// Input types whose change event is React's onChange as well (preact/compat's list).
const CHANGE_IS_CHANGE = /fil|che|rad/;
const SVG_CAMEL = /^(?:clip|fill|font|marker|stop|stroke|text)[A-Z]/;

function reactProps(vnode: VNode<Record<string, unknown>>): void {
  const { type, props } = vnode;
  if (typeof type !== 'string') return;
  let renamed: Record<string, unknown> | null = null;
  for (const name in props) {
    let to = name;
    if (name === 'onChange' && (type === 'input' || type === 'textarea') && !CHANGE_IS_CHANGE.test(String(props.type))) to = 'onInput';
    else if (name === 'onFocus') to = 'onfocusin';
    else if (name === 'onBlur') to = 'onfocusout';
    else if (name === 'onDoubleClick') to = 'ondblclick';
    else if (SVG_CAMEL.test(name)) to = name.replace(/[A-Z]/g, '-$&').toLowerCase();
    if (to !== name && !(to in props)) {
      // A copy: the props object may be the caller's own.
      renamed ??= { ...props };
      renamed[to] = props[name];
      delete renamed[name];
    }
  }
  if (renamed) vnode.props = renamed as typeof props;
}

// Chained, so preact/compat (the site loads it) and this can both be on a page: compat renames
// first where it runs, and a name already renamed is left alone here.
const previousVNode = options.vnode;
options.vnode = (vnode) => {
  reactProps(vnode as VNode<Record<string, unknown>>);
  previousVNode?.(vnode);
};

/** React 18's store subscription, as @nanostores/react uses it (no server rendering here). */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [{ store }, forceUpdate] = useState({ store: { value, getSnapshot } });
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (!Object.is(store.value, store.getSnapshot())) forceUpdate({ store });
  }, [store, subscribe, value, getSnapshot]);
  useEffect(() => {
    const check = () => {
      if (!Object.is(store.value, store.getSnapshot())) forceUpdate({ store });
    };
    check();
    return subscribe(check);
  }, [store, subscribe]);
  return value;
}

export interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
}

/** react-dom/client's createRoot: the widgets render into a fresh element of their shadow root. */
export function createRoot(container: Element): Root {
  return {
    render: (children) => render(children, container),
    unmount: () => render(null, container),
  };
}

/**
 * React's memo, as preact/compat has it: the component renders again only when a prop changed (compared
 * one by one, as React does), so a list's unchanged rows cost nothing when its owner renders again.
 */
export function memo<C extends (props: never) => unknown>(component: C): C {
  type Props = Record<string, unknown>;
  function Memo(this: { props: Props; shouldComponentUpdate?: (next: Props) => boolean }, props: Props) {
    this.shouldComponentUpdate = function (this: { props: Props }, next: Props) {
      const before = this.props;
      for (const name in before) if (!(name in next)) return true;
      for (const name in next) if (!Object.is(before[name], next[name])) return true;
      return false;
    };
    return createElement(component as unknown as FunctionComponent<Props>, props);
  }
  return Memo as unknown as C;
}
