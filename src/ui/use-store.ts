// @nanostores/react's useStore, which the build and the unit tests put in place of the package
// (scripts/preact-aliases.mjs): the package also brings nanostores' listenKeys and deep-map path
// helpers for its `keys` option, which no code of ours passes, into every widget's first load.
// Without `keys` a component renders again on any change of its store, which is what the package
// does without it too; `deps` and `ssr` (no server rendering reads a store here) are not kept.
import type { Store, StoreValue } from 'nanostores';
import { useCallback, useRef, useSyncExternalStore } from 'react';

export function useStore<SomeStore extends Store>(store: SomeStore): StoreValue<SomeStore> {
  type Value = StoreValue<SomeStore>;
  const snapshot = useRef<Value>(undefined as Value);
  snapshot.current = store.get() as Value;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const emit = (value: Value) => {
        if (snapshot.current === value) return;
        snapshot.current = value;
        onChange();
      };
      // A change between the render and this subscription is not missed.
      emit(store.value as Value);
      return store.listen(emit as (value: unknown) => void);
    },
    [store],
  );
  return useSyncExternalStore(subscribe, () => snapshot.current);
}
