/** Spanish copy of the /services/recreational/boat-pwc page: what this vehicle's policy covers, in the shared recreational frame. */
import { recreationalPage } from '../recreationalFrame';

const boatPwcPage = recreationalPage({
  serviceType: 'Boat / PWC',
  noun: 'embarcación o moto acuática',
  hero: {
    eyebrow: 'Seguro de vehículos recreativos',
    title: 'Seguro de embarcaciones y motos acuáticas (PWC)',
    subtitle: 'Cobertura para el casco, el motor, el remolque y la responsabilidad civil en el agua de lanchas de pesca, pontones, veleros, lanchas recreativas y motos acuáticas.',
    image: { src: 'https://images.unsplash.com/photo-1567899378494-47b22a2ae96a', alt: 'Una lancha de motor anclada en un lago en calma' },
  },
  coverage: {
    title: 'Qué cubre el seguro de embarcaciones y motos acuáticas',
    paragraphs: [
      'Una póliza de propietarios de vivienda cubre una embarcación pequeña solo por unos cientos de dólares o, a lo sumo, mil, y por lo general no la cubre en absoluto si el motor supera una potencia modesta. Una póliza de embarcaciones cubre el casco, el motor y el remolque por lo que realmente valen, además de la responsabilidad civil que lo acompaña en el agua.',
      'Las motos acuáticas se aseguran de la misma manera, con responsabilidad civil para las personas a quienes se las presta, cuando la póliza lo permite. Díganos dónde guarda la embarcación y cuándo la saca del agua, y buscaremos una aseguradora que se ajuste a su temporada.',
    ],
    list: [
      { title: 'Cobertura del casco a valor acordado', description: 'Usted y la aseguradora fijan el valor de la embarcación al inicio de la póliza, de modo que una pérdida total paga ese monto sin discusiones sobre la depreciación.' },
      { title: 'Responsabilidad civil en el agua', description: 'Lesiones a nadadores, esquiadores, personas en flotadores remolcados y otros navegantes, y daños a muelles y a otras embarcaciones.' },
      { title: 'Remolque y asistencia en el agua', description: 'Remolque de regreso al puerto, entrega de combustible, arranque con cables o ayuda para salir de un banco de arena cuando queda varado en el lago.' },
      { title: 'Responsabilidad civil por derrame de combustible', description: 'Los costos de limpieza y las multas cuando se derrama combustible o aceite en el agua, que la ley federal le cobra al propietario.' },
      { title: 'Cobertura del remolque', description: 'El remolque en el que transporta la embarcación, contra colisiones, robos y daños por tormentas.' },
      { title: 'Efectos personales y equipo de pesca', description: 'Cañas, aparejos, equipos electrónicos, chalecos salvavidas y esquís que guarda a bordo.' },
    ],
  },
});

export default boatPwcPage;
