/** Client Service: a certificate of insurance, in Spanish (twin of ../certificate.ts). */
import { certificateDefinition } from '../shapes/certificate';
import { spanish } from './language';

export const certificate = /* @__PURE__ */ certificateDefinition(spanish, {
  name: 'Solicitar un certificado de seguro',
  holderName: {
    label: 'Nombre del titular del certificado',
    message: 'El nombre del titular del certificado es obligatorio',
    placeholder: 'La empresa que pide el certificado',
  },
  holderEmail: { label: 'Correo electrónico del titular del certificado', message: 'Correo electrónico no válido' },
  holderAddress: {
    label: 'Dirección del titular del certificado',
    message: 'La dirección del titular del certificado es obligatoria',
    placeholder: 'Calle, ciudad, estado, código postal',
  },
  additionalInsuredLabel: 'Agregar al titular del certificado como asegurado adicional',
  neededBy: {
    label: 'Fecha en que lo necesita',
    message: 'Elija la fecha en que lo necesita',
    pastMessage: 'Elija una fecha a partir de hoy',
  },
  details: {
    label: 'Detalles',
    placeholder: 'Todo lo que debe figurar en el certificado: un proyecto, una carga, un vehículo o una redacción especial que pidió el titular.',
  },
  submitLabel: 'Solicitar el certificado',
});
