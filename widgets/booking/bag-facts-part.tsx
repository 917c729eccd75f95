import type { Product } from '../../src/api/shapes/product';
import { onDemand, useOnDemand } from '../../src/ui/on-demand';
import { PartLoading } from '../../src/ui/on-demand-part';
import { useNearScreen } from './use-near-screen';

type BagFactsType = typeof import('./bag-facts').BagFacts;

// Size, condition and authenticity sit at the foot of the bag's column, below the fold: their code and look
// (with what fits in the bag) are fetched as their place nears the screen once the visitor scrolls, or at once
// when it is on the screen as the page opens.
export const bagFactsPart = onDemand<BagFactsType>(() => import('./bag-facts').then((m) => m.BagFacts));

/** The site bundles the facts with the route and hands them over, so nothing waits for a second request. */
export function provideBagFacts(component: BagFactsType): void {
  bagFactsPart.provide(component);
}

export function BagFactsPart({ product }: { product: Product }) {
  const { near, spot } = useNearScreen<HTMLDivElement>(true, true);
  const BagFacts = useOnDemand(bagFactsPart, near);
  return BagFacts ? (
    <BagFacts product={product} />
  ) : (
    <div ref={spot}>
      <PartLoading what="the bag's details" />
    </div>
  );
}
