/**
 * The icon field (./iconField.ts): the icon chosen, and under "Choose an
 * icon" every icon the site allows, drawn from the site's own sprite, one
 * radio button each, named by its Lucide name. An optional icon can be
 * left out ("No icon").
 */
import { Component, type CSSProperties } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import spriteUrl from 'virtual:icon-sprite';
import { iconNames } from '../content/icons';

interface ControlProps extends CmsWidgetControlProps<unknown> {
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

const styles = {
  chosen: { display: 'flex', alignItems: 'center', gap: '0.5rem', cursor: 'pointer', padding: '0.5rem 0' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))', gap: '0.25rem', margin: '0.5rem 0 0', padding: 0, border: 0 },
  option: { display: 'flex', alignItems: 'center', gap: '0.375rem', padding: '0.25rem', borderRadius: '4px', fontSize: '0.75rem', cursor: 'pointer', overflowWrap: 'anywhere' },
  picked: { background: '#e8effc', outline: '2px solid #3a69c7' },
  icon: { width: '1.5rem', height: '1.5rem', flex: 'none', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' },
} satisfies Record<string, CSSProperties>;

/** One icon of the site's sprite. */
const IconImage = ({ name }: { name: string }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" style={styles.icon}>
    <use href={`${spriteUrl}#${name}`} />
  </svg>
);

export class IconControl extends Component<ControlProps> {
  isValid = () => {
    const { value, field } = this.props;
    if (value === undefined || value === null || value === '' || (iconNames as readonly unknown[]).includes(value)) return true;
    return { error: { type: 'CUSTOM', message: `${String(field.get('label'))}: ${JSON.stringify(value)} is not an icon of the site. Choose one from the list.` } };
  };

  render() {
    const { field, forID, value, onChange, setActiveStyle, setInactiveStyle } = this.props;
    const label = String(field.get('label'));
    const optional = field.get('required', true) === false;
    const chosen = typeof value === 'string' && value ? value : undefined;
    const option = (name: string | undefined) => (
      <label key={name ?? ''} style={name === chosen ? { ...styles.option, ...styles.picked } : styles.option}>
        <input type="radio" name={forID} value={name ?? ''} checked={name === chosen} onChange={() => onChange(name ?? '')} onFocus={setActiveStyle} onBlur={setInactiveStyle} style={{ margin: 0 }} />
        {name ? <IconImage name={name} /> : null}
        {name ?? 'No icon'}
      </label>
    );
    return (
      <details id={forID}>
        <summary style={styles.chosen}>
          {chosen ? <IconImage name={chosen} /> : null}
          <span>{`${chosen ?? 'No icon chosen'}: choose an icon`}</span>
        </summary>
        <fieldset style={styles.grid}>
          <legend style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{label}</legend>
          {optional && option(undefined)}
          {iconNames.map((name) => option(name))}
        </fieldset>
      </details>
    );
  }
}
