/**
 * A form in a content file: the model's `form` node (src/vocabulary/nodes.ts), whose
 * value a page receives as the form's definition. The vocabulary itself
 * knows nothing of the forms (it sits below the agency's facts, which are
 * declared in it: docs/architecture.md, "Layers and import rules"); this
 * module gives the node its value's type.
 */
import type { FormId } from '../../formDefinitions/registry';
import type { FormDefinition } from '../../formDefinitions/types';
import type { FormNode } from '../../vocabulary/nodes.ts';

/**
 * A form as a page holds it: the definition in the page's language. The
 * file names the form by id; reading gives a module import, and the module
 * the build makes of the page imports that definition in its place
 * (src/buildSteps/content/moduleCode.ts), so a page's JavaScript holds its own
 * forms only.
 */
export type FormValue = FormDefinition<Exclude<FormId, 'recreational'>>;

export const form = (label: string, options: Omit<FormNode, 'type' | 'label' | 'value'> = {}): FormNode<FormValue> => ({ type: 'form', label, ...options });
