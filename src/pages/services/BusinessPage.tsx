import { ServicePage } from '../../components/services/ServicePage';
import { businessPage } from '../../content/services/commercial/business';

/** /services/business: coverage cards, highlights, FAQs and the business quote form. */
export default function BusinessPage() {
  return <ServicePage content={businessPage} />;
}
