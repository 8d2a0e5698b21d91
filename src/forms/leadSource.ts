/**
 * Where a lead came from (docs/forms.md, "Where a lead came from, and the
 * visitor's confirmation"): every form posts `sourcePage`, the path it was
 * sent from, and `sourceCampaign`, the UTM values of the address the visitor
 * landed on in this tab ("source / medium / campaign"), kept in the tab's
 * sessionStorage so that a visit to other pages does not lose them. Nothing
 * is sent anywhere but with the form: no tracker. The two fields' names are
 * ./sourceFields.ts's.
 */

const CAMPAIGN_KEY = 'lead-campaign';
const UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** "google / cpc / spring-auto" from a query string; empty when it names no campaign. */
export function campaignOf(search: string): string {
  const params = new URLSearchParams(search);
  const values = UTM.map((name) => params.get(name)?.trim() ?? '');
  return values.some(Boolean) ? values.join(' / ') : '';
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Called once per page load with the address the visitor arrived at: a
 * campaign in it is kept for the tab (a later landing with another campaign
 * replaces it; an address without one keeps what is there).
 */
export function rememberCampaign(search: string): void {
  const campaign = campaignOf(search);
  if (!campaign) return;
  try {
    storage()?.setItem(CAMPAIGN_KEY, campaign);
  } catch {
    // Blocked or full storage costs the campaign, never the form.
  }
}

/** The campaign this tab landed with, or ''. */
export function rememberedCampaign(): string {
  try {
    return storage()?.getItem(CAMPAIGN_KEY) ?? '';
  } catch {
    return '';
  }
}
