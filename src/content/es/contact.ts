/** The Contact page's Spanish copy (twin of src/content/contact.ts). The facts (address, phones, hours) come from the config. */
import { agency } from '../../config/agency';
import { contact } from '../../forms/definitions/es/contact';
import { CLIENT_SERVICE_PATH } from '../navigation';

export const contactHero = {
  eyebrow: 'Estamos para ayudarle',
  title: 'Contáctenos',
  subtitle: `¿Tiene preguntas sobre una cobertura, una cotización o una póliza que ya tiene? Envíenos un mensaje, llámenos o visite nuestra oficina de ${agency.address.city}. Respondemos en un plazo de 24 horas en días hábiles.`,
};

export const contactForm = {
  form: contact,
  title: 'Envíenos un mensaje',
  lead: 'Elija un asunto para que le responda la persona indicada. Si busca una cotización, algunos datos sobre lo que desea asegurar nos ayudan a responderle con cifras reales.',
};

export const contactInfoTitle = 'Información de contacto';

export const policyChangesNotice = {
  title: '¿Necesita cambiar su póliza?',
  text: 'Para su protección, los cambios en la póliza se tramitan por correo electrónico o a través de su cuenta en línea, nunca por teléfono. Envíenos el cambio por escrito y se lo confirmaremos en cuanto la aseguradora lo haya procesado.',
  link: { label: 'Solicite un cambio en la póliza', href: `${CLIENT_SERVICE_PATH}#policy-change` },
};

export const mapSection = {
  title: 'Cómo llegar a nuestra oficina',
  lead: `Nuestra oficina está en ${agency.address.city}, ${agency.address.stateName}. Las visitas son bienvenidas durante el horario de atención; llámenos antes de venir y tendremos su expediente listo.`,
};
