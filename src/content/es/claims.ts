/** The File a Claim page's Spanish copy (twin of src/content/claims.ts). The claims phone and hours come from the config. */
import { agency } from '../../config/agency';
import { claim } from '../../forms/definitions/es/claim';
import type { Step } from '../types';

export const claimsHero = {
  eyebrow: 'Ayuda con reclamos',
  title: 'Presentar un reclamo',
  subtitle: 'Reporte una pérdida en línea en pocos minutos. Un representante de reclamos se comunicará con usted en un plazo de 24 horas y le guiará en cada paso a seguir.',
  startLabel: 'Inicie su reclamo',
};

export const claimsProcess = {
  title: 'Cómo funciona el proceso de reclamos',
  lead: 'Estamos de su lado desde la primera llamada hasta la resolución final.',
  steps: [
    {
      title: 'Asegúrese de que todos estén a salvo',
      description: 'Si alguien está herido, llame primero al 911. Luego, si es seguro hacerlo, tome medidas para evitar más daños, como cubrir una ventana rota.',
    },
    {
      title: 'Envíenos su solicitud de reclamo',
      description: 'Complete el formulario de abajo con sus datos de contacto, el tipo de reclamo, la fecha y lo que sucedió. Agregue su número de póliza si lo tiene a mano.',
    },
    {
      title: 'Nos comunicamos con usted en 24 horas',
      description: 'Un representante de reclamos le llama o le escribe por correo electrónico en un plazo de 24 horas para revisar los detalles y reportar el reclamo a su aseguradora.',
    },
    {
      title: 'Fotos, documentos y resolución',
      description: 'Su representante le indica qué fotos, presupuestos o informes necesita la aseguradora, coordina cómo enviarlos y da seguimiento al reclamo hasta que se resuelva.',
    },
  ] satisfies Step[],
};

export const claimsSupport = {
  title: 'Ayuda con reclamos',
  hoursLabel: 'Horario de atención',
  hours: agency.hours.es.sentence,
  phoneLabel: 'Llame a nuestra línea de reclamos',
  promise: 'Presente su reclamo en línea en cualquier momento. Un representante de reclamos se comunicará con usted en un plazo de 24 horas.',
  /** For a client who came here for something else than a claim. */
  otherRequests: {
    text: '¿Necesita un certificado de seguro, tarjetas de identificación del seguro o un cambio en la póliza?',
    linkLabel: 'Ir a Servicio al cliente',
  },
};

export const claimForm = {
  form: claim,
  title: 'Envíe una solicitud de reclamo',
  lead: 'Cuéntenos con sus propias palabras lo que sucedió. Cuantos más detalles nos dé, más rápido podremos poner su reclamo en marcha.',
  notice: {
    title: 'Fotos y documentos',
    text: 'No necesita adjuntar nada ahora. Después de su primer envío, su representante de reclamos coordinará cómo reunir las fotos, los presupuestos de reparación, los informes policiales o cualquier otro documento que su reclamo necesite.',
  },
};
