/**
 * Every Spanish form by id (twin of ../registry.ts, for the tests), read
 * from its modules by the one list of forms (../modules.ts): a form missing
 * here is a type error.
 */
import { definitionsOf } from '../modules';
import type { FormDefinitions } from '../registry';
import * as auto from './auto';
import * as business from './business';
import * as certificate from './certificate';
import * as claim from './claim';
import * as commercial from './commercial';
import * as contact from './contact';
import * as home from './home';
import * as idCards from './idCards';
import * as newsletter from './newsletter';
import * as policyChange from './policyChange';
import * as quickQuote from './quickQuote';
import * as recreational from './recreational';
import * as transportation from './transportation';

export const formDefinitions = definitionsOf({ auto, business, certificate, claim, commercial, contact, home, idCards, newsletter, policyChange, quickQuote, recreational, transportation }) satisfies FormDefinitions;
