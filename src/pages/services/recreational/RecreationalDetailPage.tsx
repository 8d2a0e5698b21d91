import { RoutedServicePage } from '../../../components/services/RoutedServicePage';
import { recreationalPages } from '../../../content/services/personal/recreational';

/** The five recreational detail routes: one layout, the vehicle's page picked by the current route. */
export default function RecreationalDetailPage() {
  return <RoutedServicePage pages={recreationalPages} />;
}
