/**
 * What a tab keeps in sessionStorage for the forms: the draft store on its
 * own (what it keeps, what it never keeps, and that a restore never
 * overwrites what the visitor typed before the script woke up), and where a
 * lead came from (docs/forms.md, "Where a lead came from, and the visitor's
 * confirmation": the landing address's UTM values, kept for the tab). One
 * file: both need a DOM's storage, and each test file sets up a DOM of its own.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectDraft, draftKey, readDraft, restoreDraft, saveDraft } from '../../../src/forms/drafts';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { campaignOf, rememberCampaign, rememberedCampaign } from '../../../src/forms/leadSource';

/** A plain form as the prerendered HTML has it. */
function recreationalForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="_honey" value="">
    <input name="firstName" value="">
    <input name="lastName" value="">
    <input name="email" value="">
    <input name="phone" value="">
    <input name="serviceType" value="Snowmobile" readonly>
    <textarea name="message"></textarea>
    <input name="policyAgreement" type="checkbox" value="true">`;
  return form;
}
const definition = formDefinitions.recreational;
const control = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

describe('drafts', () => {
  it('keeps typed and ticked fields, not empty ones, the honeypot or the page-set service type', () => {
    const form = recreationalForm();
    control(form, 'firstName').value = 'Ana';
    control(form, '_honey').value = 'bot';
    control(form, 'serviceType').value = 'Boat / PWC';
    control(form, 'policyAgreement').checked = true;
    expect(collectDraft(form, definition)).toEqual({ firstName: 'Ana', policyAgreement: true });
  });

  it('restores only untouched fields, and says which', () => {
    const form = recreationalForm();
    control(form, 'lastName').value = 'Typed before hydration';
    const restored = restoreDraft(form, definition, { firstName: 'Ana', lastName: 'Old', serviceType: 'Boat / PWC', _honey: 'x', policyAgreement: true });
    expect(restored).toEqual(['firstName', 'policyAgreement']);
    expect(control(form, 'firstName').value).toBe('Ana');
    expect(control(form, 'lastName').value).toBe('Typed before hydration');
    expect(control(form, 'serviceType').value).toBe('Snowmobile');
    expect(control(form, '_honey').value).toBe('');
    expect(control(form, 'policyAgreement').checked).toBe(true);
  });

  it('forgets an empty draft and survives garbage in storage', () => {
    const key = draftKey('recreational', '/services/recreational/snowmobile');
    saveDraft(key, { firstName: 'Ana' });
    expect(readDraft(key)).toEqual({ firstName: 'Ana' });
    saveDraft(key, {});
    expect(sessionStorage.getItem(key)).toBeNull();
    sessionStorage.setItem(key, '{not json');
    expect(readDraft(key)).toEqual({});
    sessionStorage.setItem(key, '["a"]');
    expect(readDraft(key)).toEqual({});
    sessionStorage.setItem(key, '{"firstName":{"nested":1},"lastName":"Lee"}');
    expect(readDraft(key)).toEqual({ lastName: 'Lee' });
  });

  it('keys drafts by form and page', () => {
    expect(draftKey('recreational', '/services/recreational/boat-pwc')).not.toBe(draftKey('recreational', '/services/recreational/snowmobile'));
  });
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('lead source', () => {
  it('writes the campaign as source / medium / campaign, keeping the place of a missing one', () => {
    expect(campaignOf('?utm_source=google&utm_medium=cpc&utm_campaign=spring-auto')).toBe('google / cpc / spring-auto');
    expect(campaignOf('?utm_campaign=renewals&utm_source=newsletter')).toBe('newsletter /  / renewals');
    expect(campaignOf('?utm_source=%20facebook%20&utm_medium=social&x=1')).toBe('facebook / social / ');
    expect(campaignOf('?subject=quote')).toBe('');
    expect(campaignOf('')).toBe('');
    expect(campaignOf('?utm_source=&utm_medium=')).toBe('');
  });

  it('keeps the campaign of the landing for the tab: a later page without one keeps it, a later campaign replaces it', () => {
    expect(rememberedCampaign()).toBe('');
    rememberCampaign('?utm_source=google&utm_medium=cpc&utm_campaign=spring-auto');
    rememberCampaign('');
    rememberCampaign('?subject=policy');
    expect(rememberedCampaign()).toBe('google / cpc / spring-auto');
    rememberCampaign('?utm_source=newsletter&utm_medium=email&utm_campaign=november');
    expect(rememberedCampaign()).toBe('newsletter / email / november');
  });

  it('costs the campaign, never the page, where storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => rememberCampaign('?utm_source=google')).not.toThrow();
    expect(rememberedCampaign()).toBe('');
  });
});
