import { afterPaint } from './after-paint';

/** What a visitor does on the way to pressing a control: the pointer reaching it, focus, a touch, a press. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart', 'pointerdown', 'click'] as const;

/** True when the event's path runs through a button or link inside one of Tote's widgets (<tote-…>, open shadow roots). */
function towardWidgetControl(event: Event): boolean {
  let control = false;
  for (const node of event.composedPath()) {
    if (!(node instanceof Element)) continue;
    if (node.localName === 'button' || node.localName === 'a') control = true;
    else if (control && node.localName.startsWith('tote-')) return true;
  }
  return false;
}

/**
 * Runs `work` once, the first time the visitor moves toward one of the widgets'
 * buttons or links (pointer over it, focus on it, a touch, a press), so code only
 * a press can need (the auth dialogs) costs a visitor who just reads nothing.
 * Returns a cancel function.
 */
export function whenIntent(work: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, onEvent, options);
  };
  function onEvent(event: Event) {
    if (!towardWidgetControl(event)) return;
    stop();
    // After this input's paint: starting the fetch costs the main thread a few ms a slow phone's tap would wait for.
    afterPaint(work);
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, onEvent, options);
  return stop;
}
