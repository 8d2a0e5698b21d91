/**
 * Where a lead came from (docs/forms.md, "Where a lead came from, and the
 * visitor's confirmation"): the landing address's UTM values, kept for the tab.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignOf, rememberCampaign, rememberedCampaign } from '../../../src/forms/leadSource';

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
