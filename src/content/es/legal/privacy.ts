import { agency } from '../../../config/agency';
import type { LegalDocument } from '../../legal/types';

const name = agency.name;

export const privacyPolicy: LegalDocument = {
  title: 'Política de privacidad',
  updated: '2025-05-06',
  intro: [
    `${name} ("nosotros", "nos", "nuestro") es una agencia de seguros independiente en ${agency.address.city}, ${agency.address.stateName}. Esta política explica qué información personal recopilamos a través de este sitio web, por qué la recopilamos, cuánto tiempo la conservamos y qué opciones tiene usted.`,
    'Al usar este sitio web o enviarnos un formulario, usted acepta que recopilemos y usemos la información como se describe aquí. Si algo no le queda claro, llámenos o escríbanos; los datos de contacto están al final de esta página.',
  ],
  sections: [
    {
      id: 'definitions',
      heading: 'Definiciones',
      blocks: [
        'Algunas palabras tienen un significado específico en esta política:',
        {
          terms: [
            { term: 'Datos personales', definition: 'Información sobre una persona que permite identificarla, como un nombre, una dirección de correo electrónico, un número de teléfono o un número de póliza.' },
            { term: 'Datos de uso', definition: 'Información que se registra automáticamente cuando un navegador solicita una página, como la dirección IP, el tipo de navegador, la página solicitada y la hora de la solicitud.' },
            { term: 'Cookies', definition: 'Pequeños archivos que un sitio web guarda en su computadora o teléfono para recordar información de una visita a otra.' },
            { term: 'Proveedores de servicios', definition: 'Empresas que manejan datos en nuestro nombre y solo para nuestros fines, como la empresa que aloja este sitio web y el servicio que entrega los formularios enviados al buzón de correo de nuestra oficina.' },
            { term: 'Sitio web', definition: `Este sitio web, publicado por ${name} en ${agency.siteOrigin.replace(/^https?:\/\//, '')}.` },
            { term: 'Usted', definition: 'La persona que usa el sitio web, o el negocio en cuyo nombre esa persona lo usa.' },
          ],
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Información que recopilamos',
      blocks: [
        'Solo recopilamos lo que usted decide enviarnos mediante un formulario, además de los datos de uso básicos que registra todo servidor web.',
        {
          list: [
            'Datos de contacto: nombre y apellido, dirección de correo electrónico y número de teléfono.',
            'Para una cotización: el tipo de seguro que le interesa y los detalles que agregue, como su vehículo, el nombre, el sector y el número de empleados de su negocio, o la propiedad que desea asegurar.',
            'Para una solicitud de reclamo: su número de póliza si lo tiene, el tipo de reclamo, la fecha del incidente y su descripción de lo que sucedió.',
            'Para una solicitud sobre una póliza que tiene con nosotros: su número de póliza si lo tiene, los datos de un certificado de seguro y de su titular, los vehículos para sus tarjetas de identificación del seguro, o el cambio que solicita y su fecha.',
            'De dónde proviene su formulario: la página de este sitio web desde la que lo envió y, si el enlace por el que llegó aquí indicaba una de nuestras campañas, esa campaña (consulte "Cookies y seguimiento").',
            'Los mensajes que nos escribe y su aceptación de nuestros Términos del servicio y de esta Política de privacidad.',
            'Datos de uso que se conservan en los registros de nuestro servidor: dirección IP, tipo y versión del navegador, las páginas visitadas y la fecha y hora de cada visita.',
          ],
        },
        'Le pedimos que no envíe números de Seguro Social, datos bancarios ni expedientes médicos mediante los formularios del sitio web. Cuando una cotización o un reclamo los requiera, su agente coordinará una forma segura de obtenerlos.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies y seguimiento',
      blocks: [
        'Este sitio web no instala cookies propias y no usa herramientas de publicidad, de analítica ni de seguimiento de redes sociales.',
        'Lo que usted escribe en un formulario de este sitio web se guarda en su navegador, en el almacenamiento de sesión de esa pestaña, para que un formulario a medio llenar no se borre si recarga la página o visita otra. Permanece en su dispositivo y solo nos llega cuando usted pulsa el botón del formulario; se elimina en cuanto se envía el formulario, y su navegador lo elimina cuando usted cierra la pestaña. Un campo oculto contra el spam nunca se guarda.',
        'Cada formulario también nos indica desde qué página de este sitio web se envió y, cuando el enlace por el que llegó aquí indicaba una de nuestras campañas publicitarias o de correo electrónico (sus valores utm_source, utm_medium y utm_campaign), esa campaña. La campaña se guarda en el almacenamiento de sesión de esa pestaña hasta que usted envía un formulario o cierra la pestaña. Solo nos llega con un formulario que usted envía, y nos indica cuál de nuestros anuncios atrae a las personas hacia nosotros; no se envía a nadie más y no interviene ninguna herramienta de seguimiento.',
        'Cuando usted envía un formulario con su dirección de correo electrónico, el servicio que entrega los formularios a nuestra oficina le envía por correo electrónico una breve confirmación de que lo recibimos.',
        'Las páginas Nosotros y Contacto muestran un mapa de nuestra oficina proporcionado por Google Maps. Cuando ese mapa se carga, Google puede instalar cookies y recibir su dirección IP conforme a su propia política de privacidad. Puede bloquear o eliminar las cookies en la configuración de su navegador; todas las páginas de este sitio web funcionan sin ellas.',
      ],
    },
    {
      id: 'use-of-data',
      heading: 'Cómo usamos su información',
      blocks: [
        {
          list: [
            'Para responder a su solicitud de cotización, a su mensaje o a su solicitud de reclamo, por teléfono o correo electrónico.',
            'Para comparar coberturas y precios: transmitimos los datos necesarios para una cotización a las aseguradoras a las que pedimos que coticen su cobertura.',
            'Para reportar un reclamo a su aseguradora y ayudarle durante todo el proceso.',
            'Para dar servicio a una póliza que usted compre a través de nosotros, incluidas las renovaciones y los cambios en la póliza.',
            'Para mantener el sitio web seguro y en funcionamiento, y para cumplir nuestras obligaciones legales y reglamentarias.',
          ],
        },
        'No usamos su información para tomar decisiones automatizadas sobre usted, y no le enviamos correos electrónicos de marketing que no haya solicitado.',
      ],
    },
    {
      id: 'not-shared',
      heading: 'Información que no compartimos',
      blocks: [
        'No vendemos, alquilamos ni intercambiamos sus datos personales, y no los compartimos con nadie para que los use en su propio marketing.',
        'Solo los compartimos cuando es necesario para atenderle: con las aseguradoras que cotizan o emiten su cobertura, con proveedores de servicios obligados a usarlos únicamente en nuestro nombre, y con las autoridades públicas cuando la ley nos lo exige.',
      ],
    },
    {
      id: 'retention',
      heading: 'Cuánto tiempo conservamos su información',
      blocks: [
        'Conservamos los datos personales solo durante el tiempo necesario para los fines indicados en esta política. También los conservamos y usamos en la medida necesaria para:',
        {
          list: [
            'cumplir nuestras obligaciones legales, por ejemplo, los registros que las normas estatales de seguros exigen conservar a las agencias;',
            'resolver disputas;',
            'hacer cumplir nuestros acuerdos y políticas.',
          ],
        },
        'Los datos de uso se conservan durante un período más corto, salvo cuando se usan para reforzar la seguridad o mejorar el funcionamiento del sitio web, o cuando la ley nos obliga a conservarlos por más tiempo.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Cómo eliminar o corregir su información',
      blocks: [
        'Puede pedirnos en cualquier momento ver los datos personales que tenemos sobre usted, corregirlos o actualizarlos, o eliminarlos. Envíe su solicitud por correo electrónico o llámenos; confirmaremos su identidad y le responderemos en un plazo de 30 días.',
        'Podemos conservar la información que la ley nos obliga a conservar, como los registros de una póliza que se emitió, y se lo informaremos cuando sea el caso.',
      ],
    },
    {
      id: 'security',
      heading: 'Seguridad',
      blocks: [
        'Las páginas y los formularios de este sitio web viajan por una conexión HTTPS cifrada, y solo pueden ver su información los miembros de nuestro personal y los proveedores de servicios que la necesitan.',
        'Aun así, ningún método de transmisión por internet ni de almacenamiento electrónico es 100% seguro. Usamos medidas de protección razonables, pero no podemos garantizar una seguridad absoluta.',
      ],
    },
    {
      id: 'children',
      heading: 'Privacidad de los menores',
      blocks: [
        'Este sitio web no está dirigido a menores de 13 años, y no recopilamos a sabiendas datos personales de niños menores de 13 años.',
        'Si nos enteramos de que un niño menor de 13 años nos ha enviado datos personales, los eliminamos de nuestros registros. Si usted es padre, madre o tutor y cree que su hijo se ha comunicado con nosotros, le pedimos que nos avise.',
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios a esta política',
      blocks: [
        'Podemos actualizar esta política periódicamente. Cuando lo hagamos, se lo informaremos por correo electrónico, con un aviso destacado en este sitio web o de ambas formas antes de que el cambio entre en vigor, y actualizaremos la fecha de "Última actualización" en la parte superior de esta página.',
        'Le recomendamos revisar esta página de vez en cuando. Los cambios entran en vigor en cuanto se publican aquí.',
      ],
    },
  ],
  contactHeading: 'Contáctenos',
  contactText: '¿Tiene preguntas sobre esta política o sobre sus datos personales? Comuníquese con nosotros:',
};
