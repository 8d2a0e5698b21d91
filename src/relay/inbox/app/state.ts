/**
 * What the inbox's screens share, as signals: who is signed in (and as what), the forms
 * for the filter, and the last thing done, announced to screen readers
 * (a lead marked handled, deleted...) on the screen it belongs to: the
 * lead's own, or the list a deleted lead leaves for. Another screen shows
 * none, so an old message never reads as news. And the screen's title.
 */
import { signal } from '@preact/signals-react';
import type { FormChoice } from '../inboxTypes';
import type { Role } from '../../schema';

export const signedInEmail = signal<string | undefined>(undefined);
/** The signed-in person's role: the People screen shows the owner's controls to the owner only. */
export const signedInRole = signal<Role | undefined>(undefined);
export const formChoices = signal<readonly FormChoice[]>([]);
export const announcement = signal<{ text: string; at: string }>({ text: '', at: '' });
/** The screen's own title; the frame adds the open leads' count and the inbox's name (OfficeApp.tsx). */
export const screenTitle = signal('');

/** Says `text` on the screen at `at` (wouter's path under /office). */
export const announce = (text: string, at: string) => {
  announcement.value = { text, at };
};
