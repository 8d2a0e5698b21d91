// @vitest-environment node
/**
 * The consent's parts that need no database (docs/relay.md, "Consent kept"):
 * its version (src/relay/consentVersion.ts, FNV-1a 64 against the
 * algorithm's published test vectors), its words per form and language in
 * the relay's catalogue (derived from the form definitions), and the address
 * it keeps (src/relay/networkKey.ts, hostAddress).
 */
import { describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { formDefinitions as spanishDefinitions } from '../../../src/formDefinitions/es/registry';
import type { FormDefinition } from '../../../src/formDefinitions/types';
import { consentOf } from '../../../src/relay/consent';
import { consentVersion } from '../../../src/relay/consentVersion';
import { CONSENT_FIELD, FORM_CATALOGUE } from '../../../src/relay/formCatalogue';
import { hostAddress } from '../../../src/relay/networkKey';

describe('the version', () => {
  it('is FNV-1a 64 of the UTF-8 words, 16 hex digits: the published vectors, and another for any change', () => {
    expect(['', 'a', 'foobar'].map(consentVersion)).toEqual(['cbf29ce484222325', 'af63dc4c8601ec8c', '85944171f73967e8']);
    const words = 'I agree to the Terms of Service and Privacy Policy';
    expect(new Set([words, `${words}.`, words.replace('Terms', 'terms'), 'Acepto los Términos del servicio y la Política de privacidad'].map(consentVersion)).size).toBe(4);
  });
});

describe('the words', () => {
  it('are each form’s agreement label in each language, for every form that has the agreement and none other', () => {
    const withAgreement = Object.values(formDefinitions).filter((definition) => definition.fields.some((field) => field.name === CONSENT_FIELD)).map((definition) => definition.id);
    expect(withAgreement.length).toBeGreaterThan(0);
    for (const form of FORM_CATALOGUE.values()) {
      if (!withAgreement.includes(form.id)) {
        expect(form.consent, form.id).toBeUndefined();
        continue;
      }
      const label = (definitions: Readonly<Record<string, FormDefinition>>) => definitions[form.id].fields.find((field) => field.name === CONSENT_FIELD)!.label;
      expect(form.consent, form.id).toEqual({
        en: { locale: 'en', text: label(formDefinitions), version: consentVersion(label(formDefinitions)) },
        es: { locale: 'es', text: label(spanishDefinitions), version: consentVersion(label(spanishDefinitions)) },
      });
    }
    console.log(`[consent] ${withAgreement.length} of ${FORM_CATALOGUE.size} forms ask for the agreement: ${withAgreement.join(', ')}`);
  });

  it('are kept only for a box posted as ticked', () => {
    const contact = FORM_CATALOGUE.get('contact');
    const kept = (value: string) => consentOf([[CONSENT_FIELD, value]], contact, '192.0.2.1').consent_text;
    expect(['true', 'false', 'on', 'TRUE', ''].map(kept)).toEqual(['I agree to the Terms of Service and Privacy Policy', null, null, null, null]);
    expect(consentOf([[CONSENT_FIELD, 'true']], undefined, '192.0.2.1').consent_text).toBeNull();
  });
});

describe('the address', () => {
  it('is the whole address: an IPv6 one not cut to its /64, one mapped into IPv6 as IPv4, none for none, bounded', () => {
    expect(hostAddress('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2:3:4:5:6');
    expect(hostAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(hostAddress('203.0.113.9')).toBe('203.0.113.9');
    expect([hostAddress(undefined), hostAddress('')]).toEqual([undefined, undefined]);
    expect(hostAddress('x'.repeat(500))).toHaveLength(64);
  });
});
