import { PlaceholderPage } from '../layout/placeholder-page';

export function MembersCollectionPage() {
  return <PlaceholderPage title="Members' collection">The bags in our members' collection will be shown here, to browse and to book.</PlaceholderPage>;
}
