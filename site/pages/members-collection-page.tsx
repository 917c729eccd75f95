import { useDocumentTitle } from '../layout/use-document-title';
// The route's first calls, imported before the widget so that on a first visit they start as this
// loads, before the widget is defined (src/routing/route-start.ts).
import '../../widgets/collection/collection-data';
// The page's widget registers its element; it loads with the page, in parallel (see tote-bundle.mjs).
import '../../widgets/collection/collection-element';
import '../../widgets/bagdrop/bagdrop-element';
import { askCollectionLaterEarly } from '../../widgets/collection/later-part';
import { MembersCollectionSection } from './members-collection-section';

// The chips and messages are asked for as the page loads, beside its first calls: imported here, their file
// would be one more name in the route table every first load of the site carries.
askCollectionLaterEarly();

/** The collection widget does the work; the page names it and offers the bag drop under it. */
export function MembersCollectionPage() {
  useDocumentTitle("Members' collection");
  return <MembersCollectionSection />;
}
