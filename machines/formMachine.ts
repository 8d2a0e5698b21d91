/**
 * The one machine behind every form: idle → validating → submitting →
 * success | failure. It knows nothing about React, HTTP or how a form is
 * defined: the form layer gives it the form's rules as input (field order,
 * validation, payload: src/forms/machineInput.ts), the view supplies the UI
 * effects (toasts, focus, form reset) and the relay call through
 * `.provide()`, and tests replace the `submit` actor the same way. So
 * machines/ sits below src/forms/ and imports nothing from src/
 * (docs/architecture.md, "Layers and import rules").
 */
import { assign, fromPromise, setup } from 'xstate';

/** A form's values as the view reads them: text, or a checkbox's state. */
export type FormValues = Record<string, string | boolean>;

/** Errors per field name: the one message to show under that field. */
export type FieldErrors = Record<string, string>;

/** What the relay receives: every field as text. */
export type Payload = Record<string, string>;

/** One form's rules, as the machine needs them. */
export interface FormRules {
  /** Field names in the order the form shows them: the first invalid one takes focus. */
  fieldOrder: readonly string[];
  /** The message per invalid field (none when the values may be sent). */
  validate(values: FormValues): FieldErrors;
  /** The relay's payload for values that passed validation. */
  payloadOf(values: FormValues): Payload;
}

export interface FormMachineInput {
  rules: FormRules;
  /** Values after a reset (the recreational serviceType is prefilled). */
  initialValues: FormValues;
}

export interface FormContext extends FormMachineInput {
  values: FormValues;
  errors: FieldErrors;
}

export type FormEvent =
  /** The visitor sends the form; carries every value read at that moment. */
  | { type: 'SUBMIT'; values: FormValues }
  /** One field changed; a field showing an error is checked again at once. */
  | { type: 'EDIT'; name: string; value: string | boolean };

/** The first invalid field in the order the form shows them. */
export const firstInvalidField = (rules: FormRules, errors: FieldErrors) => rules.fieldOrder.find((name) => errors[name]);

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    events: {} as FormEvent,
    input: {} as FormMachineInput,
    tags: {} as 'busy',
  },
  actors: {
    /** Replaced by the relay client (view) or a fake (tests). */
    submit: fromPromise<unknown, { payload: Payload }>(async () => {
      throw new Error('formMachine: no submit actor provided');
    }),
  },
  actions: {
    // UI effects, supplied by the view with .provide().
    focusField: (_, _params: { name: string | undefined }) => {},
    notifySuccess: () => {},
    notifyFailure: () => {},
    resetForm: () => {},

    storeValues: assign({
      values: ({ event }) => (event.type === 'SUBMIT' ? event.values : {}),
    }),
    runValidation: assign({
      errors: ({ context }) => context.rules.validate(context.values),
    }),
    editField: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const values = { ...context.values, [event.name]: event.value };
      if (!(event.name in context.errors)) return { values };
      // Re-check only a field that already shows a message, so it clears (or
      // changes) as the visitor fixes it, without nagging untouched fields.
      const errors = { ...context.errors };
      const message = context.rules.validate(values)[event.name];
      if (message) errors[event.name] = message;
      else delete errors[event.name];
      return { values, errors };
    }),
    resetValues: assign({
      values: ({ context }) => ({ ...context.initialValues }),
      errors: () => ({}),
    }),
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
  },
}).createMachine({
  id: 'form',
  context: ({ input }) => ({ ...input, values: { ...input.initialValues }, errors: {} }),
  initial: 'idle',
  on: {
    EDIT: { actions: 'editField' },
  },
  states: {
    idle: {
      on: { SUBMIT: { target: 'validating', actions: 'storeValues' } },
    },
    validating: {
      entry: 'runValidation',
      always: [
        {
          guard: 'hasErrors',
          target: 'idle',
          actions: {
            type: 'focusField',
            params: ({ context }) => ({ name: firstInvalidField(context.rules, context.errors) }),
          },
        },
        { target: 'submitting' },
      ],
    },
    submitting: {
      // No SUBMIT handler here: a second click while sending posts nothing.
      tags: 'busy',
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ payload: context.rules.payloadOf(context.values) }),
        onDone: 'success',
        onError: 'failure',
      },
    },
    success: {
      entry: ['resetValues', 'resetForm', 'notifySuccess'],
      on: { SUBMIT: { target: 'validating', actions: 'storeValues' } },
    },
    failure: {
      // Values stay in context and in the inputs: nothing typed is lost.
      entry: 'notifyFailure',
      on: { SUBMIT: { target: 'validating', actions: 'storeValues' } },
    },
  },
});
