import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { addStyles } from '../../src/ui/define-widget';
import type { Product } from '../../src/api/shapes/product';
import { formatMoney } from '../../src/ui/format';
import { PictureImg } from '../../src/ui/picture-img';

type ZoomModule = typeof import('./zoom-gallery');
let zoomModule: Promise<ZoomModule> | null = null;

/** The full-screen gallery's code and look, fetched when a member first opens it (once per page). */
function loadZoom(from: HTMLElement): Promise<ZoomModule> {
  zoomModule ??= import('./zoom-gallery');
  zoomModule.catch(() => (zoomModule = null));
  return zoomModule.then((module) => {
    // Into the widget's own shadow root (addStyles adopts a sheet once however often it is asked).
    const shadow = from.getRootNode();
    if (shadow instanceof ShadowRoot && shadow.host instanceof HTMLElement) addStyles(shadow.host, module.ZOOM_CSS);
    return module;
  });
}

/** Values of one attribute together: "Occasion: Evening, Work". */
function groupedAttributes(product: Product): [string, string][] {
  const groups = new Map<string, string[]>();
  for (const a of product.attributes ?? []) groups.set(a.attributeName, [...(groups.get(a.attributeName) ?? []), a.value]);
  return [...groups].map(([name, values]) => [name, values.join(', ')]);
}

// The photo column is 5/11 of the page beside the facts from 760 px, the whole width below.
const PHOTO_SIZES = '(min-width: 1200px) 530px, (min-width: 800px) 45vw, 100vw';

/**
 * The bag's pictures: one large, the others as thumbnails below. Each thumbnail
 * is a button (Tab to it, Enter or Space to show it; the arrow keys move along
 * the row), pressed while its picture is the one shown. The large one opens
 * them on the whole screen, to zoom (ZoomGallery).
 */
export function ProductGallery({ product }: { product: Product }) {
  const pictures = product.pictures ?? [];
  const [shown, setShown] = useState(0);
  const [Zoom, setZoom] = useState<ZoomModule['ZoomGallery'] | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = pictures[Math.min(shown, pictures.length - 1)];

  function onThumbKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? pictures.length - 1 : step ? (index + step + pictures.length) % pictures.length : -1;
    if (to < 0) return;
    event.preventDefault();
    setShown(to);
    thumbs.current[to]?.focus();
  }

  return (
    <div className="gallery">
      <div className="photo">
        {current ? (
          <button
            type="button"
            className="photo-zoom"
            aria-label={`Enlarge: ${current.alt}`}
            onClick={(event) => {
              loadZoom(event.currentTarget).then(
                (module) => setZoom(() => module.ZoomGallery),
                () => undefined,
              );
            }}
          >
            <PictureImg key={current.src} picture={current} sizes={PHOTO_SIZES} priority />
            <span className="photo-zoom-hint" aria-hidden="true">
              Enlarge
            </span>
          </button>
        ) : (
          <span className="photo-none">No photo yet</span>
        )}
      </div>
      {Zoom && current && (
        <Zoom
          pictures={pictures}
          start={Math.min(shown, pictures.length - 1)}
          title={product.title}
          onClose={(index) => {
            setShown(index);
            setZoom(null);
          }}
        />
      )}
      {pictures.length > 1 && (
        <ul className="thumbs" aria-label="Pictures of this bag">
          {pictures.map((picture, i) => (
            <li key={picture.src}>
              <button
                type="button"
                className="thumb"
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                aria-pressed={i === shown}
                aria-label={`Picture ${i + 1} of ${pictures.length}: ${picture.alt}`}
                onClick={() => setShown(i)}
                onKeyDown={(event) => onThumbKey(event, i)}
              >
                <PictureImg picture={picture} sizes="72px" alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Brand, title, retail value and `actions` (the heart): what the page opens with, beside the pictures. */
export function ProductHeading({ product, actions }: { product: Product; actions?: ReactNode }) {
  return (
    <div className="facts">
      {product.brand && <p className="brand">{product.brand}</p>}
      <h2 className="title">{product.title}</h2>
      {typeof product.retailPrice === 'number' && (
        <p className="retail">
          Retail value <span>{formatMoney(product.retailPrice)}</span>
        </p>
      )}
      {actions}
    </div>
  );
}

/** The description and the attributes, under the booking: read once the dates are in view. */
export function ProductAbout({ product }: { product: Product }) {
  const attributes = groupedAttributes(product);
  if (!product.description && attributes.length === 0) return null;
  return (
    <section className="about" aria-labelledby="about-title">
      <h3 id="about-title">About the bag</h3>
      {product.description && <p className="description">{product.description}</p>}
      {attributes.length > 0 && (
        <dl className="attributes">
          {attributes.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
