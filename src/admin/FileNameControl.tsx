/**
 * A coverage page's address field (./fileNameField.ts): a text box while the
 * page is new, the file's name once it exists. Decap names a new file from
 * this field and never renames one, so an existing page shows its name
 * without a box; its check (`required`, the pattern) then reads that name
 * (`getValidateValue`), since the file does not hold the field.
 */
import { Component } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';

interface ControlProps extends CmsWidgetControlProps<string | undefined> {
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
  /** The entry being edited (Decap hands every control the whole entry). */
  entry: CmsWidgetControlProps['field'];
}

export class FileNameControl extends Component<ControlProps> {
  /** The file's name when the page exists already; undefined while it is new. */
  private existingName(): string | undefined {
    const { entry } = this.props;
    return entry && !entry.get('newRecord') && entry.get('slug') ? String(entry.get('slug')) : undefined;
  }

  // Decap checks this value against `required` and the pattern.
  getValidateValue = () => this.existingName() ?? this.props.value;

  render() {
    const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const existing = this.existingName();
    if (existing) {
      return (
        <output id={forID} className={classNameWrapper} style={{ display: 'block' }}>
          {existing}
        </output>
      );
    }
    return (
      <input
        type="text"
        id={forID}
        className={classNameWrapper}
        value={value ?? ''}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.currentTarget.value)}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    );
  }
}
