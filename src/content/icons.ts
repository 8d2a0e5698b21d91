/**
 * Every icon the site draws, by its Lucide name. Content and components name
 * icons from this list only (the type says so); the build turns the list into
 * one SVG sprite that each icon points into (src/buildSteps/plugins/iconSprite.ts,
 * docs/architecture.md "Icons").
 */
export const iconNames = [
  'accessibility', 'armchair', 'arrow-left', 'arrow-right', 'badge-dollar-sign', 'bandage',
  'bell-ring', 'bike', 'book-open', 'briefcase', 'building', 'building-2', 'bus', 'calendar',
  'calendar-clock', 'car', 'car-front', 'caravan', 'check', 'chevron-down', 'chevron-right',
  'circle-alert', 'circle-check', 'clipboard-check', 'clock', 'cloud-hail', 'cog', 'droplets',
  'facebook', 'file-badge', 'file-check', 'file-text', 'flame', 'gavel', 'graduation-cap',
  'hammer', 'handshake', 'hard-drive', 'hard-hat', 'headset', 'heart-handshake', 'heart-pulse',
  'hotel', 'house', 'house-plus', 'id-card', 'info', 'instagram', 'key-round', 'landmark',
  'layers', 'life-buoy', 'lightbulb', 'list-checks', 'loader-circle', 'lock', 'mail',
  'mail-warning', 'map-pin', 'megaphone', 'menu', 'message-circle', 'messages-square', 'motorbike',
  'newspaper', 'package', 'package-check', 'phone', 'piggy-bank', 'printer', 'receipt',
  'refresh-cw', 'rotate-ccw', 'route', 'sailboat', 'scale', 'search', 'search-x', 'server-crash',
  'shield', 'shield-alert', 'shield-check', 'ship', 'signpost', 'sliders-horizontal', 'snowflake',
  'sofa', 'spray-can', 'stethoscope', 'thermometer-snowflake', 'timer', 'trailer', 'trash-2',
  'trending-down', 'triangle-alert', 'truck', 'user', 'user-x', 'wallet', 'warehouse', 'waves',
  'wrench', 'x',
] as const;

export type IconName = (typeof iconNames)[number];
