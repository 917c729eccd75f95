import { useCallback, type ReactNode } from 'react';
import { addStyles } from './define-widget';
import { LoadSection } from './load-section';

const LOADING = { kind: 'loading' } as const;

/** What shows while a part's code is on its way: the one loading panel, never an empty space. */
export function PartLoading({ what, skeleton }: { what: string; skeleton?: ReactNode }) {
  return (
    <LoadSection state={LOADING} retry={() => {}} what={what} skeleton={skeleton}>
      {() => null}
    </LoadSection>
  );
}

/**
 * A ref for the root element of a part fetched on demand: its CSS goes into the widget's own
 * shadow root as the element is attached, before the first paint, so the part never shows unstyled.
 */
export function usePartStyles(css: string): (node: Element | null) => void {
  return useCallback(
    (node: Element | null) => {
      const root = node?.getRootNode();
      if (root instanceof ShadowRoot && root.host instanceof HTMLElement) addStyles(root.host, css);
    },
    [css],
  );
}
