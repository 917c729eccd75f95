import { useState, type ReactNode } from 'react';
import { apiUrl } from '../../src/api/http';
import type { Product } from '../../src/api/shapes/product';
import { formatMoney } from '../../src/ui/format';


/** Values of one attribute together: "Occasion: Evening, Work". */
function groupedAttributes(product: Product): [string, string][] {
  const groups = new Map<string, string[]>();
  for (const a of product.attributes ?? []) groups.set(a.attributeName, [...(groups.get(a.attributeName) ?? []), a.value]);
  return [...groups].map(([name, values]) => [name, values.join(', ')]);
}

export function ProductGallery({ product }: { product: Product }) {
  const images = product.images ?? [];
  const [shown, setShown] = useState(0);
  const current = images[Math.min(shown, images.length - 1)];
  return (
    <div className="gallery">
      <div className="photo">
        {current ? <img src={apiUrl(current)} alt={product.title} width={600} height={750} /> : <span className="photo-none">No photo yet</span>}
      </div>
      {images.length > 1 && (
        <ul className="thumbs" aria-label="Photos">
          {images.map((src, i) => (
            <li key={src}>
              <button type="button" className="thumb" aria-pressed={i === shown} aria-label={`Show photo ${i + 1} of ${images.length}`} onClick={() => setShown(i)}>
                <img src={apiUrl(src)} alt="" width={72} height={90} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Brand, title, description and attributes; `actions` sit under the title (the heart). */
export function ProductFacts({ product, actions }: { product: Product; actions?: ReactNode }) {
  const attributes = groupedAttributes(product);
  return (
    <div className="facts">
      {product.brand && <p className="brand">{product.brand}</p>}
      <h2 className="title">{product.title}</h2>
      {actions}
      {product.description && <p className="description">{product.description}</p>}
      {(attributes.length > 0 || typeof product.retailPrice === 'number') && (
        <dl className="attributes">
          {attributes.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {typeof product.retailPrice === 'number' && (
            <div>
              <dt>Retail value</dt>
              <dd>{formatMoney(product.retailPrice)}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
