/** Spanish copy of /services/business: six coverage cards, three highlights, four FAQs and the business quote form. */
import type { ServicePageContent } from '../../../services/types';
import { cardOf } from '../cards';
import { QUOTE_SECTION_ID, quoteAndCallActions } from '../quoteSection';
import { business as businessForm } from '../../../../forms/definitions/es/business';

const businessPage: ServicePageContent = {
  hero: {
    eyebrow: 'Seguros comerciales',
    title: 'Seguro para negocios',
    subtitle:
      'Cobertura diseñada según la forma en que su empresa realmente funciona, desde el local y la nómina hasta la camioneta de reparto y la lista de clientes en su servidor.',
    image: {
      src: 'https://images.unsplash.com/photo-1556761175-b413da4baf72',
      alt: 'El dueño de un pequeño negocio revisa documentos con un colega en una mesa de juntas',
    },
    actions: quoteAndCallActions('Cotizar'),
  },
  sections: [
    {
      kind: 'cards',
      title: 'Cobertura para su negocio',
      lead: 'La mayoría de los negocios de Illinois necesitan varias de estas pólizas. Le ayudamos a decidir cuáles, con qué límites, y a combinarlas para que nada quede sin cubrir entre una póliza y otra.',
      columns: 3,
      cards: [
        {
          ...cardOf('liability'),
          description:
            'Paga las lesiones y los daños a la propiedad que usted cause a clientes y al público, además de su defensa legal. Suele ser el primer certificado que pide un arrendador o un cliente.',
        },
        {
          ...cardOf('property'),
          description:
            'Cubre su edificio, equipo, muebles e inventario, propios o arrendados, después de un incendio, robo, viento o daños por agua.',
        },
        {
          ...cardOf('workersComp'),
          description:
            'Obligatoria en Illinois desde que tiene un empleado. Paga las facturas médicas y los salarios perdidos por lesiones de trabajo y lo protege de demandas de sus empleados.',
        },
        {
          title: 'Auto comercial',
          icon: 'car',
          description:
            'Responsabilidad civil y daños físicos para camionetas, pickups y vehículos de servicio a nombre del negocio, además de cobertura para autos alquilados y no propios (hired and non-owned) cuando sus empleados hacen mandados en su propio vehículo.',
        },
        {
          ...cardOf('cyber'),
          description:
            'Cubre la notificación de violaciones de datos, la investigación forense, el ransomware y los ingresos perdidos cuando sus sistemas fallan o se exponen datos de clientes.',
        },
        {
          title: 'Responsabilidad profesional',
          icon: 'briefcase',
          description:
            'También llamada de errores y omisiones: lo defiende cuando un cliente afirma que su asesoría, diseño o servicio le causó pérdidas económicas. Esencial para consultores, agencias y contratistas que diseñan.',
        },
      ],
    },
    {
      kind: 'highlights',
      title: 'Por qué los negocios trabajan con nosotros',
      items: [
        {
          icon: 'building',
          title: 'Más de 15,000 negocios protegidos',
          description:
            'Restaurantes, contratistas, consultorios médicos, fabricantes y tiendas de todo Illinois nos confían la protección de más de 15,000 negocios.',
        },
        {
          icon: 'scale',
          title: 'Muchas aseguradoras, un solo agente',
          description:
            'Comparamos las aseguradoras que trabajan con su industria y le mostramos las diferencias de cobertura, no solo de prima.',
        },
        {
          icon: 'file-check',
          title: 'Servicio después de la venta',
          description:
            'Los certificados de seguro, las nuevas ubicaciones, las auditorías de nómina y los reclamos los atiende la misma oficina que emitió su póliza.',
        },
      ],
    },
    {
      kind: 'faq',
      title: 'Preguntas sobre el seguro para negocios',
      faqs: [
        {
          question: '¿Qué seguros necesita un pequeño negocio en Illinois?',
          answer:
            'Casi todos los negocios necesitan responsabilidad civil general y cobertura para su propiedad. Si tiene aunque sea un empleado, Illinois exige la compensación para trabajadores. Los vehículos a nombre del negocio necesitan seguro de auto comercial y, si guarda datos de clientes o pacientes, vale la pena considerar seriamente la responsabilidad cibernética. Los contratos de arrendamiento y con clientes suelen agregar sus propios requisitos, así que tráigalos cuando hablemos.',
        },
        {
          question: '¿Qué es una póliza para propietarios de negocios (BOP)?',
          answer:
            'Una BOP combina responsabilidad civil general, propiedad e ingresos del negocio en una sola póliza, por lo general por menos de lo que costarían por separado. Conviene a muchas oficinas, tiendas y restaurantes pequeños. Las operaciones más grandes o de mayor riesgo, como contratistas o fabricantes, suelen necesitar las coberturas por separado.',
        },
        {
          question: '¿Cuánto cuesta el seguro para negocios?',
          answer:
            'Depende de su industria, ingresos, nómina, ubicación, valor de la propiedad e historial de reclamos. Una oficina pequeña puede pagar unos cientos de dólares al año por una BOP, mientras que un contratista de techos paga mucho más por responsabilidad civil y compensación para trabajadores. Cotizamos con varias aseguradoras para que vea el rango real para su tipo de negocio.',
        },
        {
          question: '¿Qué necesito tener a la mano para una cotización?',
          answer:
            'El nombre y la dirección de su negocio, a qué se dedica, los años en operación, los ingresos y la nómina anuales, el número de empleados, el valor de su edificio o equipo y cualquier reclamo de los últimos cinco años. Si tiene una póliza vigente, su página de declaraciones agiliza el proceso.',
        },
      ],
    },
    {
      kind: 'quote',
      id: QUOTE_SECTION_ID,
      title: 'Solicite una cotización de seguro para negocios',
      lead: 'Cuéntenos sobre su negocio y un agente le responderá en un plazo de 24 horas en días hábiles.',
      form: { form: businessForm },
    },
  ],
};

export default businessPage;
