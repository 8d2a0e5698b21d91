/**
 * The fields every form posts to say where a lead came from (docs/forms.md,
 * "Where a lead came from, and the visitor's confirmation"): `sourcePage`,
 * the path it was sent from, and `sourceCampaign`, the campaign the tab
 * landed with (./leadSource.ts keeps it in the browser). Apart from that
 * browser code, so that the relay, which accepts them (src/relay/leadCaps.ts),
 * reads the names alone.
 */
export const SOURCE_FIELDS = ['sourcePage', 'sourceCampaign'] as const;
