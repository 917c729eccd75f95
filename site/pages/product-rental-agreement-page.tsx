import { ContentPage } from '../content/content-page';
import source from '../content/product-rental-agreement.md?raw';

export function ProductRentalAgreementPage() {
  return <ContentPage source={source} doc="rentalAgreement" />;
}
