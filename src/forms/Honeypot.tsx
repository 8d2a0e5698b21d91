/**
 * The relay's `_honey` trap: invisible to people and screen readers, out of the
 * tab order and never autofilled. Bots that fill every input give themselves
 * away; the controller then pretends success without sending anything.
 */
export function Honeypot({ idPrefix, label }: { idPrefix: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute left-[-10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-honey`}>{label}</label>
      <input id={`${idPrefix}-honey`} type="text" name="_honey" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
