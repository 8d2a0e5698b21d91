/**
 * The interactive half of a form, loaded with import() on first use: starts
 * the form machine with the relay client as its `submit` actor and the view's
 * UI effects (focus, reset, toasts). The view reads the running actor's
 * errors and busy state itself, with @xstate/react's useSelector.
 */
import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent, type Observer } from 'xstate';
import { formMachine } from '../../machines/formMachine';
import { machineInputFor } from './machineInput';
import { notify } from './notify';
import { postToRelay } from './relay';
import type { Payload } from './payload';
import { requestToastContainer } from './toastContainer';
import type { FormDefinition, FormValues } from '../formDefinitions/types';

/** The UI effects the React view gives the controller. */
export interface FormView {
  focusField(name: string): void;
  reset(): void;
}

export type FormActor = ActorRefFrom<typeof formMachine>;

export interface FormController {
  /** The running machine, for the view's selectors. */
  actor: FormActor;
  edit(name: string, value: string | boolean): void;
  submit(values: FormValues): void;
  stop(): void;
}

interface ControllerOptions {
  definition: FormDefinition;
  initialValues: FormValues;
  view: FormView;
  /** The relay call; tests may pass their own. */
  send?: (payload: Payload) => Promise<unknown>;
}

export async function createController({ definition, initialValues, view, send = postToRelay }: ControllerOptions): Promise<FormController> {
  const machine = formMachine.provide({
    actors: { submit: fromPromise<unknown, { payload: Payload }>(({ input }) => send(input.payload)) },
    actions: {
      focusField: (_, { name }) => {
        if (name) view.focusField(name);
      },
      resetForm: () => view.reset(),
      notifySuccess: () => void notify('success', definition.toasts.success),
      notifyFailure: () => void notify('error', definition.toasts.failure),
    },
  });
  const actor = createActor(machine, { input: machineInputFor(definition, initialValues), inspect: await devInspector() });
  actor.start();
  // The visitor has started on a form: have the toast container ready before the first toast.
  void requestToastContainer();
  return {
    actor,
    edit: (name, value) => actor.send({ type: 'EDIT', name, value }),
    submit: (values) => actor.send({ type: 'SUBMIT', values }),
    stop: () => actor.stop(),
  };
}

let inspect: Observer<InspectionEvent> | undefined;

/**
 * Development builds only (the whole branch is removed from production): open
 * any page with ?inspect, e.g. http://localhost:5173/contact?inspect, and
 * focus a form; the Stately inspector opens in a pop-up window.
 */
async function devInspector() {
  if (!import.meta.env.DEV || typeof window === 'undefined') return undefined;
  if (!new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect ??= createBrowserInspector().inspect;
  return inspect;
}
