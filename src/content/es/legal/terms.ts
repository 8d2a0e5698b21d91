import { agency } from '../../../config/agency';
import type { LegalDocument } from '../../legal/types';

const name = agency.name;

export const termsOfService: LegalDocument = {
  title: 'Términos del servicio',
  updated: '2025-05-06',
  intro: [
    `Estos términos se aplican al uso que usted hace del sitio web de ${name}, una agencia de seguros independiente en ${agency.address.city}, ${agency.address.stateName}. Al usar el sitio web, usted los acepta; si no está de acuerdo con ellos, le pedimos que no use el sitio web.`,
  ],
  sections: [
    {
      id: 'information-only',
      heading: 'Información, no asesoría de seguros',
      blocks: [
        'Los artículos, las descripciones de coberturas y las respuestas de este sitio web son información general sobre seguros. No constituyen asesoría para su situación particular ni una oferta de seguro.',
        'Enviar un formulario no pone en vigor, modifica ni cancela ninguna cobertura. La cobertura comienza solo cuando una aseguradora la acepta y su agente se la confirma por escrito. Para recibir asesoría sobre sus propias necesidades, hable con uno de nuestros agentes con licencia.',
      ],
    },
    {
      id: 'your-responsibilities',
      heading: 'Sus responsabilidades',
      blocks: [
        {
          list: [
            'Proporcione información exacta, completa y actualizada cuando solicite una cotización o reporte un reclamo. La información inexacta puede modificar una cotización, llevar a una aseguradora a negar un reclamo o anular una póliza.',
            'Mantenga en forma confidencial los nombres de usuario y las contraseñas de cualquier cuenta en línea, incluidos el portal de clientes y el portal de pagos enlazados desde este sitio web. Usted es responsable de la actividad realizada con sus credenciales; avísenos de inmediato si sospecha que otra persona las ha usado.',
            'No use el sitio web para ningún fin ilícito, ni intente interrumpir su funcionamiento u obtener acceso a sistemas que no está autorizado a usar.',
          ],
        },
      ],
    },
    {
      id: 'independent-agency',
      heading: 'Una agencia independiente que trabaja con varias aseguradoras',
      blocks: [
        `${name} es una agencia de seguros independiente (corredor de seguros). No somos una compañía de seguros: colocamos coberturas con varias aseguradoras y comparamos sus opciones por usted.`,
        'Los productos, las opciones de cobertura, los descuentos y los precios varían según la aseguradora, el estado y la evaluación de riesgo (suscripción) de cada solicitud, por lo que no todos los productos descritos aquí están disponibles para todos los clientes. Una cotización es una estimación hasta que la aseguradora haya revisado la solicitud.',
      ],
    },
    {
      id: 'policy-documents',
      heading: 'Sus documentos de póliza son los que rigen',
      blocks: [
        'Las descripciones de coberturas de este sitio web son resúmenes breves. Su cobertura se define únicamente en los documentos de póliza que la aseguradora le emite, incluidos sus términos, condiciones, límites y exclusiones. Si este sitio web y su póliza difieren, prevalece su póliza.',
      ],
    },
    {
      id: 'other-websites',
      heading: 'Portales y otros sitios web',
      blocks: [
        'Algunos enlaces, como Hacer un pago e Iniciar sesión, abren sitios web administrados por otras empresas. Esos sitios web tienen sus propios términos y políticas de privacidad, y no somos responsables de su contenido ni de su disponibilidad.',
      ],
    },
    {
      id: 'copyright',
      heading: 'Derechos de autor',
      blocks: [
        `Los textos, gráficos, logotipos y el diseño de este sitio web pertenecen a ${name} o a las personas que nos otorgaron una licencia para usarlos, y están protegidos por las leyes de derechos de autor. Puede ver, descargar e imprimir páginas para su uso personal y no comercial. Cualquier otra copia, distribución o publicación requiere nuestro permiso por escrito.`,
      ],
    },
    {
      id: 'liability',
      heading: 'Limitación de responsabilidad',
      blocks: [
        'Nos esforzamos por mantener este sitio web correcto y disponible, pero se ofrece "tal cual", sin garantías de ningún tipo. En la máxima medida que permita la ley, no somos responsables de ningún daño indirecto, incidental o consecuente que se derive del uso del sitio web, de la imposibilidad de usarlo o de haberse basado en su contenido.',
        'Nada de lo dispuesto en estos términos limita una responsabilidad que no pueda limitarse conforme a la ley aplicable.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Ley aplicable',
      blocks: [
        `Estos términos se rigen por las leyes del estado de ${agency.address.stateName}, sin tener en cuenta sus normas sobre conflicto de leyes. Cualquier disputa relacionada con el sitio web o con estos términos será resuelta por los tribunales estatales o federales ubicados en ${agency.address.stateName}.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios a estos términos',
      blocks: [
        'Podemos actualizar estos términos periódicamente. La fecha de "Última actualización" en la parte superior de esta página indica cuándo se modificaron por última vez, y si sigue usando el sitio web después de un cambio, significa que acepta los nuevos términos.',
      ],
    },
  ],
  contactHeading: 'Contáctenos',
  contactText: '¿Tiene preguntas sobre estos términos? Comuníquese con nosotros:',
};
