/**
 * The icon field: a choice among the icons the site draws
 * (src/content/icons.ts, the Lucide set the site's sprite holds), shown as
 * the icons themselves (./IconControl.tsx).
 */
import { iconNames } from '../content/icons.ts';
import type { ChoiceNode } from '../vocabulary/nodes.ts';

/** The widget's name in the editor's configuration (src/buildSteps/cms/contentFields.ts). */
export const ICON_WIDGET = 'icon';

/** Whether a choice of the model is a choice of icon: its options are the site's icons. */
export const isIconChoice = (node: ChoiceNode) => node.options === iconNames;
