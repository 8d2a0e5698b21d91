/** Client Service: a certificate of insurance for a third party (a broker, a landlord, a general contractor). */
import { english } from './language';
import { certificateDefinition } from './shapes/certificate';

export const certificate = /* @__PURE__ */ certificateDefinition(english, {
  name: 'Request a certificate of insurance',
  holderName: {
    label: 'Certificate holder name',
    message: 'Certificate holder name is required',
    placeholder: 'The company asking for the certificate',
  },
  holderEmail: { label: 'Certificate holder e-mail', message: 'Invalid email address' },
  holderAddress: {
    label: 'Certificate holder address',
    message: 'Certificate holder address is required',
    placeholder: 'Street, city, state, ZIP',
  },
  additionalInsuredLabel: 'Add the certificate holder as additional insured',
  neededBy: { label: 'Needed by', message: 'Please choose the date you need it by', pastMessage: 'Please choose a date from today on' },
  details: {
    label: 'Details',
    placeholder: 'Anything the certificate must show: a project, a load, a vehicle or special wording the holder asked for.',
  },
  submitLabel: 'Request the Certificate',
});
