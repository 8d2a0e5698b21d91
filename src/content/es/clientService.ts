/**
 * The Client Service page's Spanish copy (twin of src/content/clientService.ts):
 * for people who are already clients. The portals and phones come from the
 * config; the three request forms are definitions in src/forms/definitions/.
 */
import { agency } from '../../config/agency';
import { certificate } from '../../forms/definitions/es/certificate';
import { idCards } from '../../forms/definitions/es/idCards';
import { policyChange } from '../../forms/definitions/es/policyChange';
import type * as En from '../clientService';

export const clientServiceHero = {
  eyebrow: 'Para nuestros clientes',
  title: 'Servicio al cliente',
  subtitle:
    '¿Ya tiene su seguro con nosotros? Pague su factura, inicie sesión en su cuenta, presente un reclamo o pídanos un certificado de seguro, las tarjetas de identificación del seguro de auto o un cambio en la póliza. Un agente responde cada solicitud en un plazo de 24 horas en días hábiles.',
};

export const serviceActions: typeof En.serviceActions = {
  title: 'En línea, al instante',
  actions: [
    {
      title: 'Hacer un pago',
      description: 'Pague su prima en el portal de pagos seguro, a cualquier hora.',
      icon: 'wallet',
      href: agency.links.payment,
      external: true,
    },
    {
      title: 'Iniciar sesión',
      description: 'Consulte sus pólizas y documentos, y descargue sus tarjetas de identificación del seguro, en su cuenta en línea.',
      icon: 'key-round',
      href: agency.links.signIn,
      external: true,
    },
    {
      title: 'Presentar un reclamo',
      description: 'Reporte una pérdida en línea; un representante de reclamos se comunicará con usted en un plazo de 24 horas.',
      icon: 'file-text',
      href: '/claims',
    },
  ],
};

export const serviceRequests: typeof En.serviceRequests = {
  title: 'Envíenos una solicitud',
  navLabel: 'Solicitudes',
  asideLabel: (requestTitle) => `${requestTitle}: información útil`,
  asideHeading: 'Información útil',
  lead: 'Cada solicitud le llega a su agente por escrito, con todo lo necesario para atenderla. Recibirá una confirmación por correo electrónico en cuanto la envíe.',
  requests: [
    {
      id: 'certificate',
      icon: 'file-badge',
      short: 'Certificado de seguro',
      title: 'Certificado de seguro',
      lead: '¿Un corredor de carga, un remitente, un arrendador o un contratista general necesita un comprobante de su cobertura? Indíquenos para quién es el certificado y la fecha en que lo necesita.',
      points: [
        'Escriba el nombre legal y la dirección del titular del certificado exactamente como se los pidieron: el certificado los mostrará tal como usted los escriba.',
        'La condición de asegurado adicional depende de su póliza; su agente le dirá si antes hace falta un endoso.',
        'Cuando pueda, pídalo con algunos días de anticipación: un fin de semana o un día festivo puede sumar un día.',
      ],
      form: certificate,
    },
    {
      id: 'id-cards',
      icon: 'id-card',
      short: 'Tarjetas de identificación',
      title: 'Tarjetas de identificación del seguro de auto',
      lead: '¿Necesita un comprobante de seguro de auto para la guantera, para registrar un vehículo o para una nueva entidad financiera? Pida las tarjetas de identificación del seguro de los vehículos de su póliza y se las enviaremos por correo electrónico.',
      points: [
        'También puede descargar sus tarjetas de identificación del seguro en cualquier momento, después de iniciar sesión en su cuenta en línea.',
        'Un vehículo que acaba de comprar primero debe agregarse a su póliza: solicite un cambio en la póliza más abajo y luego recibirá su tarjeta de identificación.',
      ],
      form: idCards,
    },
    {
      id: 'policy-change',
      icon: 'refresh-cw',
      short: 'Cambio en la póliza',
      title: 'Cambio en la póliza',
      lead: '¿Compró un vehículo, agregó un conductor o se mudó? Indíquenos el cambio y la fecha en que debe entrar en vigor. El cambio solo tiene efecto una vez que su agente lo confirma por escrito.',
      points: [
        'Para su protección, los cambios en la póliza se hacen por escrito, por correo electrónico o a través de su cuenta en línea, nunca por teléfono.',
        'La confirmación por escrito de su agente también le indica cualquier cambio en su prima.',
      ],
      form: policyChange,
    },
  ],
};
