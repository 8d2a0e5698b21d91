/**
 * What the inbox's screens share, as signals: who is signed in, the forms
 * for the filter, and the last thing done, announced to screen readers
 * (a lead marked handled, deleted...) and shown after a screen changes.
 */
import { signal } from '@preact/signals-react';
import type { FormChoice } from '../relay/office/inboxTypes';

export const signedInEmail = signal<string | undefined>(undefined);
export const formChoices = signal<readonly FormChoice[]>([]);
export const announcement = signal('');

export const announce = (text: string) => {
  announcement.value = text;
};
