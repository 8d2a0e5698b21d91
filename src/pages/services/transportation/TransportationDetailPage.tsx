import { RoutedServicePage } from '../../../components/services/RoutedServicePage';
import { transportationDetailPages } from '../../../content/services/transportation/detailPages';

/** /services/transportation/{auto-liability, physical-damage, motor-truck-cargo, occupational-accident}. */
export default function TransportationDetailPage() {
  return <RoutedServicePage pages={transportationDetailPages} />;
}
