/** Spanish copy of the /services/recreational/motorcycle-atv page: what this vehicle's policy covers, in the shared recreational frame. */
import { recreationalPage } from '../recreationalFrame';

const motorcycleAtvPage = recreationalPage({
  serviceType: 'Motorcycle / ATV',
  noun: 'motocicleta o vehículo todoterreno (ATV)',
  hero: {
    eyebrow: 'Seguro de vehículos recreativos',
    title: 'Seguro de motocicletas y vehículos todoterreno (ATV)',
    subtitle: 'Cobertura para motocicletas cruiser, deportivas, de turismo, de motocross y vehículos todoterreno (ATV), con aseguradoras que protegen a motociclistas todos los días.',
    image: { src: 'https://images.unsplash.com/photo-1558981806-ec527fa84c39', alt: 'Una motocicleta estacionada en una carretera rural despejada' },
  },
  coverage: {
    title: 'Qué cubre el seguro de motocicletas y ATV',
    paragraphs: [
      'Una póliza de motocicleta parte de la responsabilidad civil que Illinois exige para toda motocicleta autorizada para circular en la vía pública y añade lo que una póliza de auto nunca tuvo que considerar: el trabajo que usted ha invertido en su motocicleta, el equipo de protección que usa para manejar y el pasajero que lleva detrás.',
      'Los ATV y las motocicletas de motocross que nunca circulan por la vía pública se cotizan para uso en senderos y en granjas, y muchas aseguradoras le permiten suspender parte de la cobertura de su motocicleta durante el invierno para reducir la prima mientras está guardada.',
    ],
    list: [
      { title: 'Responsabilidad civil por lesiones corporales y daños a la propiedad', description: 'Las lesiones y los daños que usted cause a otras personas mientras maneja, con límites disponibles muy superiores al mínimo estatal.' },
      { title: 'Piezas y equipo personalizados', description: 'Cromados, escapes de posventa, alforjas, pintura y asientos personalizados, cubiertos hasta el monto que usted elija en lugar de ignorarse al momento del reclamo.' },
      { title: 'Responsabilidad civil por pasajeros', description: 'Las lesiones del pasajero que viaja con usted, que algunas pólizas excluyen si no se agrega esta cobertura.' },
      { title: 'Colisión y cobertura integral', description: 'Un choque, una caída de la motocicleta, un robo, un incendio, actos de vandalismo o un venado en un camino oscuro.' },
      { title: 'Equipo de protección', description: 'Cascos, chaquetas, guantes y botas dañados en un accidente cubierto.' },
      { title: 'Reposición por pérdida total', description: 'Una motocicleta nueva de la misma marca y modelo si una motocicleta reciente se declara pérdida total, en lugar de su valor depreciado.' },
    ],
  },
});

export default motorcycleAtvPage;
