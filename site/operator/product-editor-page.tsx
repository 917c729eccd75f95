import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Link } from '../layout/link';
import { apiUrl } from '../../src/api/http';
import { createProduct, editProduct, removeProductPhoto, restoreProduct, retireProduct } from '../../src/api/operator';
import type { AdminProduct } from '../../src/api/shapes/operator';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { productStore, CHANGES } from './operator-stores';
import { Feedback } from './parts';
import { useOperatorWrite } from './operator-write';
import { StatusBadge } from '../../src/ui/status-badge';
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
  widthCm: p.widthCm == null ? '' : String(p.widthCm),
  heightCm: p.heightCm == null ? '' : String(p.heightCm),
  depthCm: p.depthCm == null ? '' : String(p.depthCm),
  strapDropCm: p.strapDropCm == null ? '' : String(p.strapDropCm),
  conditionGrade: p.conditionGrade ?? '',
  inTheBox: (p.inTheBox ?? []).join(', '),
});

/** #/operator/catalogue/new and #/operator/catalogue/:productId: add or edit a bag, its photos, retire or restore it. */
export function ProductEditorPage() {
  const param = useParams().productId;
  const productId = param === undefined ? null : Number(param);
  useDocumentTitle(productId === null ? 'Add a bag · Back office' : 'Bag · Back office');
  return (
    <section className="ops" aria-labelledby="ops-product">
      <p className="back-link">
        <Link to="/operator/catalogue">All bags</Link>
      </p>
      {productId === null ? <Editor product={null} /> : <ExistingBag key={productId} productId={productId} />}
    </section>
  );
}

function ExistingBag({ productId }: { productId: number }) {
  const { state, retry } = useQuery(productStore(productId), { keepPrevious: true });
  useDocumentTitle(state.kind === 'ready' ? `${state.value.title} · Catalogue · Back office` : 'Bag · Back office');
  return (
    <LoadSection state={state} retry={retry} what="the bag">
      {(product) => <Editor key={product.productId} product={product} />}
    </LoadSection>
  );
}

function Editor({ product }: { product: AdminProduct | null }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<ProductValues>(product ? valuesOf(product) : EMPTY_PRODUCT);
  const [photos, setPhotos] = useState<File[]>([]);
  const [fileKey, setFileKey] = useState(0);
  const save = useOperatorWrite(CHANGES.catalogue);
  const manage = useOperatorWrite(CHANGES.catalogue);

  const submit = () =>
    void save.run(async () => {
      if (product) {
        const saved = await editProduct(product.productId, productBody(values), photos);
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
          {product ? product.title : 'Add a bag'} {product && !product.active ? <StatusBadge code="RETIRED">Retired</StatusBadge> : null}
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
                        await removeProductPhoto(product.productId, photo.photoId);
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
                      await retireProduct(product.productId);
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
                      await restoreProduct(product.productId);
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
