/**
 * Valid sample values for any form definition, and the expectations of docs/forms.md
 * written out by hand (not derived from the definitions, so the tests check
 * the definitions against the spec).
 */
import type { FormId } from '../../src/formDefinitions/registry';
import type { FormDefinition, FormValues } from '../../src/formDefinitions/types';

const samples: Record<string, string | boolean> = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria.lopez@example.com',
  phone: '(630) 555-0199',
  message: 'Please call after 3 PM; I am comparing renewal offers.',
  description: 'Rear-ended at a stop light on Route 53; bumper and trunk damaged, no injuries.',
  policyNumber: 'PPI-204-7781',
  dateOfIncident: '2025-03-14',
  vehicleInfo: '2019 Honda CR-V',
  businessName: 'Lopez Family Bakery',
  businessType: 'Bakery',
  employees: '12',
  propertyType: 'Storefront',
  propertyValue: '$850,000',
  dataSize: 'About 5,000 customer records',
  propertyAddress: '42 Oak Lane, Woodridge, IL 60517',
  homeAddress: '42 Oak Lane, Woodridge, IL 60517',
  rentalAddress: '7 Elm Court, Apt 3, Lisle, IL 60532',
  serviceType: 'Boat / PWC',
  holderName: 'Midwest Freight Brokers LLC',
  holderAddress: '500 W Madison St, Chicago, IL 60661',
  holderEmail: 'certificates@midwestfreight.example',
  additionalInsured: true,
  neededBy: '2099-06-01',
  details: 'Please show the trailer interchange coverage; the broker asked for it by name.',
  vehicles: '2019 Honda CR-V\n2022 Ford F-150',
  effectiveDate: '2026-11-20',
  policyAgreement: true,
};

export function validValues(definition: FormDefinition): FormValues {
  const values: FormValues = {};
  for (const field of definition.fields) {
    if (field.type === 'select') values[field.name] = field.options![1]?.value ?? field.options![0].value;
    else values[field.name] = samples[field.name] ?? 'Sample value';
  }
  return values;
}

/** A value as a multipart body carries it: text, every line break CRLF (the HTML serialisation; browsers and FormData alike). */
export const onTheWire = (value: string | boolean) => (typeof value === 'boolean' ? String(value) : value.replace(/\r\n|\r|\n/g, '\r\n'));

/** The values of an untouched form (the recreational form keeps its service type). */
export function emptyValues(definition: FormDefinition, serviceType?: string): FormValues {
  const values: FormValues = {};
  for (const field of definition.fields) values[field.name] = field.type === 'checkbox' ? false : '';
  if (serviceType) values.serviceType = serviceType;
  return values;
}

/** docs/forms.md for validValues(): the select fills the second option. */
export const expectedSubjects: Record<FormId, string> = {
  quickQuote: 'Quick Quote Request',
  contact: 'Contact Form - policy',
  claim: 'New Claim Submission',
  auto: 'Auto Insurance - Quick Quote',
  business: 'Business Insurance - Quote Request',
  transportation: 'small-fleet - Quote Request',
  recreational: 'Boat / PWC - Quote Request',
  liability: 'General Liability - Quote Request',
  workersComp: "Workers' Compensation - Quote Request",
  property: 'Commercial Property - Quote Request',
  cyber: 'Cyber Liability - Quote Request',
  home: 'Home Insurance - Quote Request',
  homeowner: 'Homeowners Insurance - Quote Request',
  renters: 'Renters Insurance - Quote Request',
  newsletter: 'Newsletter Subscription',
  certificate: 'Certificate of Insurance Request',
  idCards: 'Auto ID Card Request',
  policyChange: 'Policy Change Request - remove-vehicle',
};

/** The `_subject` a form posted without script carries: fixed subjects as they are, the recreational page's own (Boat / PWC here). */
export const expectedSubjectsWithoutScript: Record<FormId, string> = {
  ...expectedSubjects,
  contact: 'Contact Form',
  transportation: 'Transportation - Quote Request',
  policyChange: 'Policy Change Request',
};

const names = { firstName: 'First name is required', lastName: 'Last name is required' };
const agree = { policyAgreement: 'You must agree to the Terms of Service and Privacy Policy' };
const commercial = {
  ...names,
  email: 'Valid email is required',
  phone: 'Phone number is required',
  businessName: 'Business name is required',
};

/** docs/forms.md: the messages an empty submit shows, per field. */
export const expectedEmptyMessages: Record<FormId, Record<string, string>> = {
  quickQuote: { ...names, email: 'Invalid email address', insuranceType: 'Please select an insurance type', ...agree },
  contact: {
    ...names,
    email: 'Invalid email address',
    phone: 'Phone number is required',
    subject: 'Please select a subject',
    message: 'Message must be at least 10 characters',
    ...agree,
  },
  claim: {
    ...names,
    email: 'Invalid email address',
    phone: 'Please enter a valid phone number',
    claimType: 'Please select a claim type',
    dateOfIncident: 'Date of incident is required',
    description: 'Please provide a detailed description (minimum 20 characters)',
    ...agree,
  },
  auto: { ...names, email: 'Invalid email address' },
  business: { businessName: 'Business name is required', industry: 'Please select an industry', email: 'Invalid email address' },
  transportation: {
    ...names,
    email: 'Invalid email address',
    phone: 'Phone number is required',
    businessType: 'Please select a business type',
    ...agree,
  },
  recreational: {
    ...names,
    email: 'Invalid email address',
    phone: 'Phone number is required',
    serviceType: 'Service type is required',
    ...agree,
  },
  liability: { ...commercial, businessType: 'Business type is required', employees: 'Number of employees is required' },
  workersComp: { ...commercial, businessType: 'Business type is required', employees: 'Number of employees is required' },
  property: { ...commercial, propertyType: 'Property type is required', propertyValue: 'Property value is required' },
  cyber: { ...commercial, businessType: 'Business type is required', dataSize: 'Data size information is required' },
  home: { ...names, email: 'Invalid email address', propertyAddress: 'Property address is required', propertyType: 'Please select a property type' },
  homeowner: { ...names, email: 'Invalid email address', homeAddress: 'Home address is required', homeValue: 'Please select a home value range' },
  renters: {
    ...names,
    email: 'Invalid email address',
    rentalAddress: 'Rental address is required',
    personalPropertyValue: 'Please select a personal property value',
  },
  newsletter: { email: 'Invalid email address' },
  certificate: {
    ...names,
    email: 'Invalid email address',
    phone: 'Phone number is required',
    businessName: 'Business name is required',
    holderName: 'Certificate holder name is required',
    holderAddress: 'Certificate holder address is required',
    neededBy: 'Please choose the date you need it by',
  },
  idCards: { ...names, email: 'Invalid email address', phone: 'Phone number is required' },
  policyChange: {
    ...names,
    email: 'Invalid email address',
    phone: 'Phone number is required',
    changeType: 'Please select the change you need',
    effectiveDate: 'Please choose the date the change should take effect',
    details: 'Please describe the change (minimum 20 characters)',
    ...agree,
  },
};

/** docs/forms.md: the multipart field names of each form, in form order. */
export const expectedFieldNames: Record<FormId, string[]> = {
  quickQuote: ['firstName', 'lastName', 'email', 'insuranceType', 'message', 'policyAgreement'],
  contact: ['firstName', 'lastName', 'email', 'phone', 'subject', 'message', 'policyAgreement'],
  claim: ['firstName', 'lastName', 'email', 'phone', 'policyNumber', 'claimType', 'dateOfIncident', 'description', 'policyAgreement'],
  auto: ['firstName', 'lastName', 'email', 'vehicleInfo'],
  business: ['businessName', 'industry', 'email', 'employees'],
  transportation: ['firstName', 'lastName', 'email', 'phone', 'businessType', 'message', 'policyAgreement'],
  recreational: ['firstName', 'lastName', 'email', 'phone', 'serviceType', 'message', 'policyAgreement'],
  liability: ['firstName', 'lastName', 'email', 'phone', 'businessName', 'businessType', 'employees'],
  workersComp: ['firstName', 'lastName', 'email', 'phone', 'businessName', 'businessType', 'employees'],
  property: ['firstName', 'lastName', 'email', 'phone', 'businessName', 'propertyType', 'propertyValue'],
  cyber: ['firstName', 'lastName', 'email', 'phone', 'businessName', 'businessType', 'dataSize'],
  home: ['firstName', 'lastName', 'email', 'propertyAddress', 'propertyType'],
  homeowner: ['firstName', 'lastName', 'email', 'homeAddress', 'homeValue'],
  renters: ['firstName', 'lastName', 'email', 'rentalAddress', 'personalPropertyValue'],
  newsletter: ['email'],
  certificate: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'businessName',
    'policyNumber',
    'holderName',
    'holderEmail',
    'holderAddress',
    'additionalInsured',
    'neededBy',
    'details',
  ],
  idCards: ['firstName', 'lastName', 'email', 'phone', 'policyNumber', 'vehicles'],
  policyChange: ['firstName', 'lastName', 'email', 'phone', 'policyNumber', 'changeType', 'effectiveDate', 'details', 'policyAgreement'],
};

/** docs/forms.md: what every form posts after its own fields, in this order (`_autoresponse` with an e-mail field). */
export const RELAY_FIELD_NAMES = ['sourcePage', 'sourceCampaign', '_form', '_subject', '_captcha', '_honey', '_template', '_autoresponse'];

/** docs/forms.md, "Where a lead came from, and the visitor's confirmation": the visitor's confirmation e-mail, as the defaults write it. */
export const expectedConfirmation = (id: FormId) =>
  id === 'claim'
    ? 'Prairie Point Insurance received your claim request. A claims representative will contact you within 24 hours. Claims line: (800) 555-0142 ext. 6.'
    : 'Prairie Point Insurance received your request. An agent will reply within 24 hours, Monday to Friday. For anything urgent, call (800) 555-0142.';
