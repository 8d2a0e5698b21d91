import { ServicePage } from '../../../components/services/ServicePage';
import { transportationOverviewPage } from '../../../content/services/transportation/overview';

/** /services/transportation: the four coverages, how they fit together, FAQs and the quote form. */
export default function TransportationOverviewPage() {
  return <ServicePage content={transportationOverviewPage} />;
}
