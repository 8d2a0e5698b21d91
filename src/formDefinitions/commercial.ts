/** The four commercial detail forms (docs/forms.md): every field required. */
import { english } from './language';
import { commercialDefinitions } from './shapes/commercial';

export const { liability, workersComp, property, cyber } = /* @__PURE__ */ commercialDefinitions(english, {
  names: {
    liability: 'General Liability quote',
    workersComp: "Workers' Compensation quote",
    property: 'Commercial Property quote',
    cyber: 'Cyber Liability quote',
  },
  businessType: { label: 'Type of business', message: 'Business type is required', placeholder: 'e.g. Restaurant, contractor, retail store' },
  employees: { label: 'Number of employees', message: 'Number of employees is required' },
  propertyType: { label: 'Property type', message: 'Property type is required', placeholder: 'e.g. Office, warehouse, storefront' },
  propertyValue: { label: 'Estimated property value', message: 'Property value is required', placeholder: 'e.g. $850,000' },
  dataSize: { label: 'Customer records you store', message: 'Data size information is required', placeholder: 'e.g. About 5,000 customer records' },
  submitLabel: 'Request a Quote',
});
