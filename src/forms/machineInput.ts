/**
 * What the form machine needs of one form (machines/formMachine.ts takes it
 * as input, so that the machine knows nothing of definitions, arktype or the
 * payload's shape): the field order, the validation built from the
 * definition's rules, and the relay payload.
 */
import type { FormMachineInput } from '../../machines/formMachine';
import { toPayload } from './payload';
import { validate } from './schema';
import type { FormDefinition, FormValues } from '../formDefinitions/types';

export function machineInputFor(definition: FormDefinition, initialValues: FormValues): FormMachineInput {
  return {
    initialValues,
    rules: {
      fieldOrder: definition.fields.map((field) => field.name),
      validate: (values) => validate(definition, values),
      payloadOf: (values) => toPayload(definition, values),
    },
  };
}
