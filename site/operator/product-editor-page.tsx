import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { apiUrl } from '../../src/api/http';
import { createProduct, editProduct, getProduct, removeProductPhoto, restoreProduct, retireProduct } from '../../src/api/operator';
import type { AdminProduct } from '../../src/api/shapes/operator';
import { useLoad } from '../../src/ui/use-load';
import { useDocumentTitle } from '../layout/use-document-title';
import { Badge, Feedback, Loaded, useAction } from './parts';
import { EMPTY_PRODUCT, MAX_PHOTOS, productBody, ProductFormFields, type ProductValues } from './product-form';

const valuesOf = (p: AdminProduct): ProductValues => ({
  title: p.title,
  brand: p.brand,
  category: p.style,
  colour: p.colour,
  colourHex: p.colourHex,
  size: p.size,
  occasion: p.occasion,
  material: p.material,
  retailPrice: String(p.retailPrice),
  description: p.description,
});

/** #/operator/catalogue/new and #/operator/catalogue/:productId: add or edit a bag, its photos, retire or restore it. */
export function ProductEditorPage() {
  const param = useParams().productId;
  const productId = param === undefined ? null : Number(param);
  const [state, retry, set] = useLoad(() => (productId === null ? Promise.resolve(null) : getProduct(productId)), productId);
  useDocumentTitle(productId === null ? 'Add a bag · Back office' : state.kind === 'ready' && state.value ? `${state.value.title} · Catalogue · Back office` : 'Bag · Back office');
  return (
    <section className="ops" aria-labelledby="ops-product">
      <p className="back-link">
        <Link to="/operator/catalogue">All bags</Link>
      </p>
      <Loaded state={state} retry={retry} what="the bag">
        {(product) => <Editor key={product?.productId ?? 'new'} product={product} onSaved={set} />}
      </Loaded>
    </section>
  );
}

function Editor({ product, onSaved }: { product: AdminProduct | null; onSaved: (p: AdminProduct) => void }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<ProductValues>(product ? valuesOf(product) : EMPTY_PRODUCT);
  const [photos, setPhotos] = useState<File[]>([]);
  const [fileKey, setFileKey] = useState(0);
  const save = useAction();
  const manage = useAction();
  useEffect(() => setValues(product ? valuesOf(product) : EMPTY_PRODUCT), [product?.productId]);

  const submit = () =>
    void save.run(async () => {
      if (product) {
        const saved = await editProduct(product.productId, productBody(values), photos);
        onSaved(saved);
        setPhotos([]);
        setFileKey((k) => k + 1);
        return `Saved. ${saved.title} shows in the collection as it is now.`;
      }
      const created = await createProduct(productBody(values), photos);
      navigate(`/operator/catalogue/${created.productId}`, { state: { created: true } });
      return null;
    });

  return (
    <>
      <div>
        <p className="ops-kicker">{product ? 'Bag' : 'Catalogue'}</p>
        <h1 id="ops-product">
          {product ? product.title : 'Add a bag'} {product && !product.active ? <Badge code="RETIRED">Retired</Badge> : null}
        </h1>
        {product ? (
          <p className="ops-lead">
            In the collection at <a href={`#/book-bag/${product.url}`}>#/book-bag/{product.url}</a>
            {product.openBookings ? ` · ${product.openBookings} ${product.openBookings === 1 ? 'booking' : 'bookings'} not back yet` : ''}
          </p>
        ) : null}
      </div>
      <CreatedNotice />
      <Feedback action={save} />
      <ProductFormFields
        key={fileKey}
        values={values}
        onChange={setValues}
        action={save}
        photos={photos}
        onPhotos={setPhotos}
        photoRoom={MAX_PHOTOS - (product?.photos.length ?? 0)}
        submitLabel={product ? 'Save changes' : 'Add to the collection'}
        onSubmit={submit}
      />
      {product ? (
        <>
          <div className="ops-section">
            <h2>Photos</h2>
            {product.photos.length === 0 ? <p className="ops-muted">No photos yet: the collection shows a drawing of the bag.</p> : null}
            <ul className="ops-photos">
              {product.photos.map((photo, i) => (
                <li key={photo.photoId}>
                  <img src={apiUrl(photo.url)} alt={`Photo ${i + 1} of ${product.title}`} width={120} height={120} />
                  <button
                    type="button"
                    className="button button-quiet button-small"
                    disabled={manage.busy}
                    onClick={() =>
                      void manage.run(async () => {
                        onSaved(await removeProductPhoto(product.productId, photo.photoId));
                        return `Photo ${i + 1} removed.`;
                      })
                    }
                  >
                    Remove<span className="visually-hidden"> photo {i + 1}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <div className="ops-section">
            <h2>In the collection</h2>
            <Feedback action={manage} />
            {product.active ? (
              <p>
                <button
                  type="button"
                  className="button button-danger"
                  disabled={manage.busy}
                  onClick={() =>
                    void manage.run(async () => {
                      onSaved(await retireProduct(product.productId));
                      return `${product.title} is retired: members no longer see it.`;
                    })
                  }
                >
                  Retire this bag
                </button>
              </p>
            ) : (
              <p>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={manage.busy}
                  onClick={() =>
                    void manage.run(async () => {
                      onSaved(await restoreProduct(product.productId));
                      return `${product.title} is back in the collection.`;
                    })
                  }
                >
                  Put back in the collection
                </button>
              </p>
            )}
          </div>
        </>
      ) : null}
    </>
  );
}

/** After "Add to the collection" the page becomes the new bag's: say so, where focus lands. */
function CreatedNotice() {
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  return created ? <Feedback action={{ error: null, done: 'Added. The bag is in the collection and its filters now.' }} /> : null;
}
