/** The reply form's checks, as the contract's `InboxReplyInput` says them. */
export const REPLY_LIMITS = { subject: 200, body: 10_000 } as const;

export const subjectError = (subject: string) =>
  !subject.trim()
    ? 'Please enter a subject'
    : subject.length > REPLY_LIMITS.subject
      ? `Allowed max limit is ${REPLY_LIMITS.subject} characters`
      : null;

export const bodyError = (body: string) =>
  !body.trim()
    ? 'Please enter a message'
    : body.length > REPLY_LIMITS.body
      ? `Allowed max limit is ${REPLY_LIMITS.body} characters`
      : null;

/** "Re: <subject>", once. */
export const replySubject = (subject: string) =>
  (/^re:/i.test(subject) ? subject : `Re: ${subject}`).slice(0, REPLY_LIMITS.subject);
