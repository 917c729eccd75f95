import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, type CollectionQuery } from '../../../src/stores/collection-query';
import { rebasePatch } from '../../../widgets/collection/rebase-patch';

const query = (patch: Partial<CollectionQuery>): CollectionQuery => ({ ...DEFAULT_QUERY, ...patch });

describe('a filter change landing after the paint', () => {
  it('keeps a value ticked meanwhile: both ticks count', () => {
    const onScreen = query({ attributeValueIds: [] });
    const meanwhile = query({ attributeValueIds: [20] });
    // Tan was ticked against the screen, which did not show Black yet.
    expect(rebasePatch({ attributeValueIds: [21] }, onScreen, meanwhile)).toEqual({ attributeValueIds: [20, 21] });
  });

  it('carries an untick over, and leaves a change made against the current query as it is', () => {
    const onScreen = query({ attributeValueIds: [10, 20] });
    const meanwhile = query({ attributeValueIds: [10, 20, 21] });
    expect(rebasePatch({ attributeValueIds: [20] }, onScreen, meanwhile)).toEqual({ attributeValueIds: [20, 21] });
    expect(rebasePatch({ attributeValueIds: [20], availableOnly: true }, meanwhile, meanwhile)).toEqual({ attributeValueIds: [20], availableOnly: true });
    expect(rebasePatch({ page: 2 }, onScreen, meanwhile)).toEqual({ page: 2 });
  });
});
