// The header's collection link starts the collection without saved filters (spec point 2), whether
// the collection is already on the page or loads after: the reset lives apart from the query module.
import { describe, expect, it } from 'vitest';
import { readSession, writeSession } from '../../../src/storage/session-storage';
import { DEFAULT_QUERY, resetCollectionQuery } from '../../../src/stores/collection-reset';

const filtered = { ...DEFAULT_QUERY, availableOnly: true, search: 'tote', page: 2 };

describe('resetting the collection from the header', () => {
  it('clears the saved filters before the collection has loaded, and the collection then opens with none', async () => {
    writeSession('attribute', filtered);
    resetCollectionQuery();
    expect(readSession('attribute')).toBeNull();
    const { $collectionQuery } = await import('../../../src/stores/collection-query');
    expect($collectionQuery.get()).toEqual(DEFAULT_QUERY);
  });

  it('sets the query of a collection already on the page at once', async () => {
    const { $collectionQuery, setCollectionQuery } = await import('../../../src/stores/collection-query');
    setCollectionQuery(filtered);
    expect($collectionQuery.get()).toEqual(filtered);
    resetCollectionQuery();
    expect($collectionQuery.get()).toEqual(DEFAULT_QUERY);
    expect(readSession('attribute')).toBeNull();
  });
});
