/** Client Service: a certificate of insurance for a third party (a broker, a landlord, a general contractor). */
import type { FormDefinition } from '../types';
import { address, businessName, contactDetails, policyNumber, text } from './fields';
import { requestFailure, thankYou } from './toasts';

export const certificate: FormDefinition<'certificate'> = {
  id: 'certificate',
  name: 'Request a certificate of insurance',
  fields: [
    ...contactDetails(),
    businessName,
    policyNumber,
    text('holderName', 'Certificate holder name', 'Certificate holder name is required', {
      half: true,
      placeholder: 'The company asking for the certificate',
    }),
    { name: 'holderEmail', label: 'Certificate holder e-mail', type: 'email', inputMode: 'email', half: true, rule: { kind: 'optionalEmail', message: 'Invalid email address' } },
    address('holderAddress', 'Certificate holder address', 'Certificate holder address is required', {
      autoComplete: undefined,
      placeholder: 'Street, city, state, ZIP',
    }),
    { name: 'additionalInsured', label: 'Add the certificate holder as additional insured', type: 'checkbox' },
    {
      name: 'neededBy',
      label: 'Needed by',
      type: 'date',
      half: true,
      rule: { kind: 'dateFromToday', message: 'Please choose the date you need it by', pastMessage: 'Please choose a date from today on' },
    },
    {
      name: 'details',
      label: 'Details',
      type: 'textarea',
      rows: 3,
      placeholder: 'Anything the certificate must show: a project, a load, a vehicle or special wording the holder asked for.',
    },
  ],
  subject: () => 'Certificate of Insurance Request',
  submitLabel: 'Request the Certificate',
  busyLabel: 'Submitting...',
  toasts: { success: thankYou, failure: requestFailure },
};
