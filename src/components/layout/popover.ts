/** Whether `element` is a native popover that is showing; false where the browser has no popovers. */
export function isShownPopover(element: Element | null): boolean {
  if (!element) return false;
  try {
    return element.matches(':popover-open');
  } catch {
    // Browsers without the Popover API reject the pseudo-class.
    return false;
  }
}
