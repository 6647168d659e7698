import {
  addListingProduct,
  removeListingProduct,
  saveListingProduct,
  type ListingProductInput,
  type SellerListing,
  type WritingHttpClient,
} from '@pharmasetu/shared-contracts';
import { useState } from 'react';
import { errorText } from '../use-api';
import { EMPTY_PRODUCT, ProductForm } from './product-form';

/** The listing's products: each with edit and remove, and a form to add one. */
export function ProductsSection({
  api,
  listing,
  onSaved,
}: {
  api: WritingHttpClient;
  listing: SellerListing;
  onSaved: (listing: SellerListing) => void;
}) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** Runs one change; answers the api's message when it is refused (the form keeps what was typed). */
  const run = async (change: () => Promise<SellerListing>): Promise<string | null> => {
    try {
      onSaved(await change());
      setEditing(null);
      return null;
    } catch (error) {
      return errorText(error);
    }
  };
  const asInput = ({ id: _id, ...p }: SellerListing['products'][number]): ListingProductInput => p;
  return (
    <section aria-label="Products" css={{ display: 'grid', gap: 12 }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center' }}>
        <h2 css={{ margin: 0, fontSize: 18 }}>Products ({listing.products.length})</h2>
        {editing !== 'new' && (
          <button type="button" onClick={() => setEditing('new')}>
            Add product
          </button>
        )}
      </div>
      {editing === 'new' && (
        <ProductForm
          api={api}
          initial={EMPTY_PRODUCT}
          submitLabel="Save new product"
          onSubmit={(p) => run(() => addListingProduct(api, p))}
          onCancel={() => setEditing(null)}
        />
      )}
      {failure && (
        <p role="alert" css={{ color: '#b42318' }}>
          {failure}
        </p>
      )}
      <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        {listing.products.map((p) =>
          editing === p.id ? (
            <li key={p.id}>
              <ProductForm
                api={api}
                initial={asInput(p)}
                submitLabel="Save product"
                onSubmit={(next) => run(() => saveListingProduct(api, p.id, next))}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li
              key={p.id}
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 8,
                padding: 12,
                border: '1px solid #d5dbe1',
                borderRadius: 8,
              }}
            >
              <div css={{ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}>
                <strong>{p.name}</strong>
                <div css={{ color: '#5f6b7a', fontSize: 14 }}>
                  {[p.composition, p.strength, p.form, p.pack].filter(Boolean).join(' · ')}
                </div>
                <div css={{ fontSize: 14 }}>{p.molecules.join(', ')}</div>
              </div>
              <button type="button" aria-label={`Edit ${p.name}`} onClick={() => setEditing(p.id)}>
                Edit
              </button>
              <button
                type="button"
                aria-label={`Remove ${p.name}`}
                onClick={async () => setFailure(await run(() => removeListingProduct(api, p.id)))}
              >
                Remove
              </button>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
