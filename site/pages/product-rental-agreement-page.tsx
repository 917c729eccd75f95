import { PlaceholderPage } from '../layout/placeholder-page';

export function ProductRentalAgreementPage() {
  return <PlaceholderPage title="Rental agreement">The agreement that covers renting a bag will be published here.</PlaceholderPage>;
}
