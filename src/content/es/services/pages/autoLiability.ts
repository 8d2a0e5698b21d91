/** Spanish copy of /services/transportation/auto-liability. */
import { transportationLinePage } from '../transportation/detailSections';

const autoLiabilityPage = transportationLinePage({
  hero: {
    title: 'Seguro de responsabilidad civil de auto comercial',
    subtitle:
      'La cobertura de la que depende su autoridad operativa. Cuando su camión tiene la culpa, la responsabilidad civil de auto paga por las personas lesionadas, la propiedad dañada y la limpieza de derrames, para que un solo accidente no acabe con su negocio.',
    image: {
      src: 'https://images.unsplash.com/photo-1601584115197-04ecc0da31d7',
      alt: 'Un tractocamión rojo estacionado en una parada de camiones',
    },
  },
  features: {
    title: 'Qué cubre la responsabilidad civil de auto',
    lead: 'La responsabilidad civil de auto paga a terceros por los daños que causa su camión. No repara su propio equipo; para eso están los daños físicos.',
    cards: [
      {
        icon: 'bandage',
        title: 'Lesiones corporales',
        description:
          'Facturas médicas, salarios perdidos, dolor y sufrimiento, y defensa legal cuando otros conductores, pasajeros o peatones resultan lesionados en un accidente que usted causa.',
      },
      {
        icon: 'car-front',
        title: 'Daños a la propiedad',
        description:
          'Reparación o reemplazo de los vehículos, barandas de contención, edificios y otros bienes que su camión dañe, incluido el auto del otro conductor.',
      },
      {
        icon: 'droplets',
        title: 'Limpieza de contaminación',
        description:
          'Limpieza del diésel, el aceite y otros líquidos que se derramen de su camión después de un choque, cuyo costo las agencias ambientales pueden exigirle pagar.',
      },
    ],
  },
  details: {
    title: 'Cumpla con los requisitos de la FMCSA y de los brókeres',
    paragraphs: [
      'Los transportistas interestatales que cobran por llevar carga deben comprobar su cobertura de responsabilidad civil ante la Administración Federal de Seguridad de Autotransportes (FMCSA) antes de que se active su autoridad. El mínimo de responsabilidad civil de la FMCSA es de $750,000 para la mayoría de los vehículos comerciales, y mayor para muchos materiales peligrosos.',
      'Los mínimos lo mantienen dentro de la ley, pero la mayoría de los brókeres y remitentes no le asignarán cargas con menos de $1,000,000. Cotizamos ambas opciones y le explicamos cuánto cuesta la diferencia.',
    ],
    list: [
      {
        icon: 'file-check',
        title: 'Endoso MCS-90',
        description: 'El endoso federal que garantiza el pago al público; nos aseguramos de que esté anexado a su póliza.',
      },
      {
        icon: 'landmark',
        title: 'Registros federales y de Illinois',
        description:
          'Su aseguradora presenta el registro BMC-91X ante la FMCSA y cualquier registro intraestatal de Illinois, para que su autoridad no se retrase.',
      },
      {
        icon: 'layers',
        title: 'Límites en exceso y póliza paraguas',
        description: 'Límites adicionales por encima de su póliza primaria para contratos, remitentes o viajes que exigen $2,000,000 o más.',
      },
      {
        icon: 'route',
        title: 'Responsabilidad civil fuera de servicio (bobtail)',
        description:
          'Para propietarios-operadores arrendados a un transportista: cubre su camión cuando lo maneja fuera de despacho, para uso personal.',
      },
    ],
  },
  keyFigure: {
    title: 'El mínimo federal',
    figure: { value: '$750,000', label: 'responsabilidad civil mínima de la FMCSA para la mayoría de los vehículos comerciales' },
  },
});

export default autoLiabilityPage;
