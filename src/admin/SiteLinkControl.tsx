/**
 * The link field (./siteLinkField.ts): a list of the site's pages to pick
 * from, and a box for what follows the page's address; or, with "Another
 * address", a box for an anchor, an https address or a placeholder. A
 * path to a page the site does not have is refused as typed and on save.
 *
 * A class, as Decap's own controls are: Decap reads `isValid` off the
 * control's instance when the office saves.
 */
import { Component, type CSSProperties } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { checkSiteLink, linkOf, linkParts, type LinkParts } from './siteLinkField';
import { isSitePathIn, sitePages, type SitePage } from './sitePages';

interface ControlProps extends CmsWidgetControlProps<unknown> {
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

/** The select's value for "Another address". */
const OTHER = '';

const styles = {
  row: { display: 'grid', gridTemplateColumns: 'minmax(12rem, 2fr) minmax(8rem, 1fr)', gap: '0.5rem' },
  error: { margin: '0.5rem 0 0', color: '#b00020', fontSize: '0.875rem' },
} satisfies Record<string, CSSProperties>;

export class SiteLinkControl extends Component<ControlProps & { pages?: readonly SitePage[] }> {
  private get pages() {
    return this.props.pages ?? sitePages;
  }

  private readonly isSitePath = (path: string) => isSitePathIn(new Set(this.pages.map((page) => page.path)), path);

  isValid = () => checkSiteLink(this.props.value, { label: String(this.props.field.get('label')), isSitePath: this.isSitePath });

  private change(parts: LinkParts) {
    this.props.onChange(linkOf(parts));
  }

  render() {
    const { field, forID, classNameWrapper, setActiveStyle, setInactiveStyle, value } = this.props;
    const label = String(field.get('label'));
    const parts = linkParts(value, this.pages);
    const check = this.isValid();
    const common = { className: classNameWrapper, onFocus: setActiveStyle, onBlur: setInactiveStyle };
    return (
      <div>
        <div style={styles.row}>
          <select
            {...common}
            id={forID}
            aria-label={`${label}: page`}
            value={'page' in parts ? parts.page : OTHER}
            onChange={(event) => this.change(event.currentTarget.value === OTHER ? { other: '' } : { page: event.currentTarget.value, rest: '' })}
          >
            <option value={OTHER}>Another address: an anchor (#quote), an https address, {'{paymentLink}'}…</option>
            {this.pages.map((page) => (
              <option key={page.path} value={page.path}>
                {page.name} ({page.path})
              </option>
            ))}
          </select>
          {'page' in parts ? (
            <input {...common} type="text" aria-label={`${label}: after the page’s address (optional)`} placeholder="?subject=quote or #policy-change" value={parts.rest} onChange={(event) => this.change({ page: parts.page, rest: event.currentTarget.value })} />
          ) : (
            <input {...common} type="text" aria-label={`${label}: address`} placeholder="#quote, https://…, {paymentLink}" value={parts.other} onChange={(event) => this.change({ other: event.currentTarget.value })} />
          )}
        </div>
        {check !== true && (
          <p role="alert" style={styles.error}>
            {check.error.message}
          </p>
        )}
      </div>
    );
  }
}
