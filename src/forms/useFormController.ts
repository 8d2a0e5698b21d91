/**
 * Connects a rendered form to its lazily loaded controller: the first focus,
 * change or submit imports the machine, arktype and ky; the view then reads
 * the running actor's errors and busy flag with @xstate/react's useSelector
 * (before that, there is no actor and nothing to show).
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyModule } from '../lib/lazyModule';
import type { FormActor, FormController, FormView } from './controller';
import type { FieldErrors, FormDefinition, FormValues } from '../formDefinitions/types';

interface Options {
  definition: FormDefinition;
  /** The recreational page's prefilled service type. */
  serviceType?: string;
  /** Empties the form after a successful send. */
  reset: () => void;
  /** Focuses a field by name (after React has rendered its message). */
  focus: (name: string) => void;
}

/** The values a form starts with (and returns to after a successful send). */
export function initialValuesOf(definition: FormDefinition, serviceType?: string): FormValues {
  const values: FormValues = {};
  for (const field of definition.fields) values[field.name] = field.type === 'checkbox' ? false : '';
  if (serviceType !== undefined) values.serviceType = serviceType;
  return values;
}

const noErrors: FieldErrors = {};

/** The machine, arktype and ky: loaded on a visitor's first use of any form. */
const controllerModule = lazyModule(() => import('./controller'));

type FormSnapshot = ReturnType<FormActor['getSnapshot']>;
const selectErrors = (snapshot: FormSnapshot | undefined) => snapshot?.context.errors ?? noErrors;
const selectBusy = (snapshot: FormSnapshot | undefined) => snapshot?.hasTag('busy') ?? false;

export function useFormController({ definition, serviceType, reset, focus }: Options) {
  const [actor, setActor] = useState<FormActor | undefined>(undefined);
  const errors = useSelector(actor, selectErrors);
  const busy = useSelector(actor, selectBusy);
  const controller = useRef<Promise<FormController> | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const load = useCallback((): Promise<FormController> => {
    controller.current ??= controllerModule.load().then(async ({ createController }) => {
      const view: FormView = {
        focusField: (name) => {
          pendingFocus.current = name;
        },
        reset,
      };
      const created = await createController({ definition, initialValues: initialValuesOf(definition, serviceType), view });
      setActor(created.actor);
      return created;
    });
    return controller.current;
  }, [definition, serviceType, reset]);

  // Focus once the messages are in the DOM, so a screen reader reads the field with its message.
  useEffect(() => {
    const name = pendingFocus.current;
    if (!name) return;
    pendingFocus.current = null;
    focus(name);
  }, [errors, focus]);

  // Stop the machine when the form leaves the page or becomes another form
  // (e.g. moving between recreational pages); the next use starts a fresh one.
  useEffect(
    () => () => {
      const running = controller.current;
      controller.current = null;
      setActor(undefined);
      void running?.then((c) => c.stop());
    },
    [definition, serviceType],
  );

  return { errors, busy, load };
}
