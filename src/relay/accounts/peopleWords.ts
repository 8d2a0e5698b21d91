/**
 * The words of the office's people (docs/relay.md, "The office's people"),
 * one module for both sides: the relay's pages, answers and e-mails
 * (./officeLinkDoors.ts, ./peopleApi.ts, ../office/officeMail.ts) and the inbox's
 * People screen (src/relay/inbox/app/PeopleScreen.tsx). English only, as the rest of
 * the office. Plain strings and functions, nothing imported: the inbox's
 * bundle carries only these.
 */

export const roleWords = { owner: 'Owner', staff: 'Staff' } as const;

/** The sign-in page's way to a password link. */
export const FORGOT_LINK = 'Forgot your password?';

export const forgotPage = {
  title: 'Forgot your password?',
  intro: 'Type the e-mail you sign in with. If it has an account, a link to choose a new password is sent to it.',
  button: 'Send the link',
  /** The same answer whether the address has an account or not (docs/relay.md, "The office's people"). */
  sent: (email: string) => `If ${email} has an account, a link to choose a new password is on its way to it. The link works once, for ${PASSWORD_LINK_HOURS} hours.`,
  notEmail: 'Type an e-mail address, such as name@example.com.',
  tooMany: (seconds: number) => `Too many requests. Try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
  back: 'Back to the sign-in',
} as const;

export const choosePasswordPage = {
  invitationTitle: 'Choose your password',
  invitationIntro: (email: string, agency: string) => `You are invited to the office of ${agency} as ${email}. Choose the password you will sign in with.`,
  passwordTitle: 'Choose a new password',
  passwordIntro: (email: string) => `Choose a new password for ${email}. Every browser signed in to this account is signed out.`,
  password: 'New password',
  repeat: 'The same password again',
  hint: (min: number) => `At least ${min} characters.`,
  button: 'Save the password and sign in',
  tooShort: (min: number) => `The password must have at least ${min} characters.`,
  different: 'The two passwords are not the same.',
  goneTitle: 'This link does not work',
  gone: 'This link does not work any more: it was used already, it has expired, or it was replaced by a newer one. Ask the owner for a new invitation, or ask for a new password link.',
} as const;

/** How long the links work (./officeLinks.ts). */
export const INVITATION_DAYS = 7;
export const PASSWORD_LINK_HOURS = 2;

export const mailWords = {
  invitationSubject: (agency: string) => `Your invitation to the office of ${agency}`,
  invitationText: (inviter: string, agency: string, link: string, until: string) =>
    [
      `${inviter} invites you to the office of ${agency}, where the agency's leads are worked.`,
      '',
      'Choose your password here:',
      link,
      '',
      `The link works once, until ${until}.`,
      'If you did not expect this invitation, ignore this message.',
      '',
    ].join('\n'),
  passwordSubject: (agency: string) => `A new password for the office of ${agency}`,
  passwordText: (agency: string, link: string, until: string) =>
    [
      `Someone asked for a new password for this address at the office of ${agency}.`,
      '',
      'Choose a new password here:',
      link,
      '',
      `The link works once, until ${until}. Choosing a new password signs out every other browser.`,
      'If you did not ask for it, ignore this message: your password stays as it is.',
      '',
    ].join('\n'),
} as const;

/** The People screen of the inbox and its API's answers. */
export const peopleWords = {
  tab: 'People',
  title: 'People',
  staffTitle: 'Your sessions',
  whoIsIn: 'Who is in',
  intro: 'Who can sign in to the office. The owner invites and removes people; staff work the leads.',
  email: 'E-mail',
  role: 'Role',
  added: 'Added',
  you: '(you)',
  remove: 'Remove',
  removeQuestion: (email: string) => `Remove ${email}? They are signed out at once and cannot sign in again.`,
  removeYes: 'Yes, remove',
  removeNo: 'Keep',
  removed: (email: string) => `${email} was removed and signed out.`,
  invitedTitle: 'Invited, not yet in',
  invitedUntil: (email: string, until: string) => `${email}, the link works until ${until}`,
  inviteTitle: 'Invite a person',
  inviteHint: 'They get an e-mail with a link to choose their password. They join as staff.',
  inviteEmail: 'Their e-mail',
  inviteButton: 'Send the invitation',
  invited: (email: string) => `An invitation is on its way to ${email}.`,
  sessionsTitle: 'Your sessions',
  sessionsIntro: 'The browsers signed in to your account. Each session ends 12 hours after its sign-in.',
  signedInAt: 'Signed in',
  lastSeen: 'Last active',
  thisBrowser: 'This browser',
  otherBrowser: 'Another browser',
  signOutEverywhere: 'Sign out everywhere',
  loading: 'Loading…',
  // The API's refusals, shown as they are.
  ownerOnly: 'Only the owner can manage people.',
  notEmail: (email: string) => `"${email}" is not an e-mail address.`,
  hasAccount: (email: string) => `${email} has an account already.`,
  notYourself: 'You cannot remove yourself.',
  noSuchPerson: 'No such person.',
} as const;
