import { RoutedServicePage } from '../../../components/services/RoutedServicePage';
import { commercialDetailPages } from '../../../content/services/commercial/detailPages';

/** /services/commercial/{liability, workers-comp, property, cyber}: one layout, the route picks the copy. */
export default function CommercialDetailPage() {
  return <RoutedServicePage pages={commercialDetailPages} />;
}
