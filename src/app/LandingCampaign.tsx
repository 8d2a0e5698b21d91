import { useLayoutEffect } from 'react';
import { rememberCampaign } from '../forms/leadSource';

/**
 * Keeps the campaign of the address this tab landed on (its UTM values) for
 * the forms' `sourceCampaign` (src/forms/leadSource.ts). Runs once per page
 * load, after hydration, so the page renders the same with or without it;
 * as a layout effect, before any form reads the campaign back once hydrated.
 */
export function LandingCampaign() {
  useLayoutEffect(() => rememberCampaign(window.location.search), []);
  return null;
}
