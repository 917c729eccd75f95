import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Picture } from '../../src/api/shapes/picture';
import { MODAL_DIALOG_CSS, ModalDialog } from '../../src/ui/modal-dialog';
import { PictureImg } from '../../src/ui/picture-img';

/** The dialog's look and the gallery's, adopted by the widget when the gallery's code first arrives. */
export const ZOOM_CSS =
  MODAL_DIALOG_CSS +
  `
.zoom { display: flex; flex: 1; flex-direction: column; gap: 12px; width: 100%; min-height: 0; }
.zoom-stage { display: grid; flex: 1; place-items: center; min-height: 0; overflow: hidden; border-radius: 6px; background: #f1ebe2; touch-action: none; user-select: none; cursor: zoom-in; }
.zoom-stage.zoomed { cursor: grab; }
.zoom-frame { max-width: 100%; max-height: 100%; transform-origin: center; transition: transform 0.12s ease-out; }
.zoom-frame img { display: block; width: auto; max-width: 100%; height: auto; max-height: calc(100dvh - 190px); object-fit: contain; }
.zoom-controls { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 8px; }
.zoom-count { flex: 1 1 200px; margin: 0; text-align: center; color: var(--tote-muted); }
@media (prefers-reduced-motion: reduce) { .zoom-frame { transition: none; } }
`;

export const MAX_ZOOM = 4;
/** Pixels a finger travels sideways before the gallery turns to the next picture. */
const SWIPE_PX = 50;

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(1, Math.round(zoom * 100) / 100));

interface Gesture {
  /** Two fingers: their distance and the zoom when the pinch began. */
  pinch?: { distance: number; zoom: number };
  /** One finger or the mouse: where it went down, and the pan then. */
  drag?: { x: number; y: number; panX: number; panY: number };
}

/**
 * The bag's pictures on the whole screen, in the largest width the server has:
 * arrows (buttons, or the arrow keys) and a swipe go through them; pinch, the
 * zoom buttons, + and −, or a double click zoom in; a zoomed picture is dragged
 * to look around. A modal dialog: focus stays inside, Escape closes.
 */
export function ZoomGallery({ pictures, start, title, onClose }: { pictures: Picture[]; start: number; title: string; onClose: (index: number) => void }) {
  const [index, setIndex] = useState(start);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture>({});
  const picture = pictures[index];
  const many = pictures.length > 1;

  function show(step: number) {
    setIndex((i) => (i + step + pictures.length) % pictures.length);
    zoomTo(1);
  }
  function zoomTo(next: number) {
    const clamped = clampZoom(next);
    setZoom(clamped);
    if (clamped === 1) setPan({ x: 0, y: 0 });
  }

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const actions: Record<string, () => void> = {
      ArrowRight: () => show(1),
      ArrowLeft: () => show(-1),
      '+': () => zoomTo(zoom * 1.5),
      '=': () => zoomTo(zoom * 1.5),
      '-': () => zoomTo(zoom / 1.5),
      '0': () => zoomTo(1),
    };
    const action = actions[event.key];
    if (!action || (!many && event.key.startsWith('Arrow'))) return;
    event.preventDefault();
    action();
  }

  function distance() {
    const [a, b] = [...pointers.current.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  }
  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) gesture.current = { pinch: { distance: distance(), zoom } };
    else if (pointers.current.size === 1) gesture.current = { drag: { x: event.clientX, y: event.clientY, panX: pan.x, panY: pan.y } };
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { pinch, drag } = gesture.current;
    if (pinch && pointers.current.size === 2) zoomTo((pinch.zoom * distance()) / Math.max(1, pinch.distance));
    else if (drag && zoom > 1) setPan({ x: drag.panX + event.clientX - drag.x, y: drag.panY + event.clientY - drag.y });
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const { drag, pinch } = gesture.current;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) return;
    gesture.current = {};
    if (pinch || !drag || zoom > 1 || !many) return;
    const dx = event.clientX - drag.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - drag.y)) show(dx < 0 ? 1 : -1);
  }

  return (
    <ModalDialog
      title={title}
      description={
        many
          ? 'Swipe or use the arrow keys for the other pictures; pinch, double-click or press + and − to zoom.'
          : 'Pinch, double-click or press + and − to zoom.'
      }
      width="full"
      onClose={() => onClose(index)}
    >
      <div className="zoom" onKeyDown={onKey}>
        <div
          className={`zoom-stage${zoom > 1 ? ' zoomed' : ''}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onDoubleClick={() => zoomTo(zoom > 1 ? 1 : 2)}
        >
          <div className="zoom-frame" style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}>
            <PictureImg key={picture.src} picture={picture} sizes="100vw" priority />
          </div>
        </div>
        <div className="zoom-controls">
          {many && (
            <button type="button" className="button" onClick={() => show(-1)} aria-label="Previous picture">
              ‹ Previous
            </button>
          )}
          <p className="zoom-count" role="status">
            {many ? `Picture ${index + 1} of ${pictures.length}: ${picture.alt}` : picture.alt}
            {zoom > 1 ? ` (zoomed ${Math.round(zoom * 100)}%)` : ''}
          </p>
          <button type="button" className="button" onClick={() => zoomTo(zoom / 1.5)} aria-disabled={zoom <= 1} aria-label="Zoom out">
            −
          </button>
          <button type="button" className="button" onClick={() => zoomTo(zoom * 1.5)} aria-disabled={zoom >= MAX_ZOOM} aria-label="Zoom in">
            +
          </button>
          {many && (
            <button type="button" className="button" onClick={() => show(1)} aria-label="Next picture" data-autofocus>
              Next ›
            </button>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
