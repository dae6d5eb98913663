import { AUTOMATION_MESSAGES, INBOX_MESSAGES, SIGNAL_MESSAGES, type CommentTab } from '@bizamply/contracts';

/** The empty state of each tab: the spec's title (spec 2) and our hint. */
export const EMPTY_STATES: Record<CommentTab, { title: string; hint: string }> = {
  pending: {
    title: INBOX_MESSAGES.emptyInbox,
    hint: 'New reviews and comments from your connected platforms will appear here.',
  },
  held: { title: AUTOMATION_MESSAGES.emptyNeedsPerson, hint: AUTOMATION_MESSAGES.emptyNeedsPersonHint },
  draft: {
    title: INBOX_MESSAGES.emptyDraft,
    hint: 'Generate a response on the Inbox tab, or edit one, and it will wait here until you send it.',
  },
  sent: {
    title: INBOX_MESSAGES.emptySent,
    hint: 'Responses you send to a platform are kept here.',
  },
  spam: { title: SIGNAL_MESSAGES.emptySpam, hint: SIGNAL_MESSAGES.emptySpamHint },
};

export const INBOX_TEXT = {
  pageTitle: 'Customer Responses',
  pageDescription: 'Every review and comment in one queue: generate, edit and send replies.',
  generatingHint: 'The AI is crafting personalized responses',
  noBrandTitle: 'Select a brand',
  noBrandHint: 'Choose a brand in the top bar to see its reviews and comments.',
  saving: 'Saving...',
  keyboardHint: 'Keyboard: j/k move, x select, Enter open, e edit',
} as const;
