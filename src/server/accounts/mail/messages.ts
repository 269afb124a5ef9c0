import type { OutgoingMail } from './mailer';

// The site's e-mails. English only: an account keeps no language (the schema has
// no column for one). Plain text, each with its one link; no tracking of any kind.

const SITE = 'Euro Tables';

export function verificationMail(to: string, username: string, link: string): OutgoingMail {
  return {
    to,
    subject: `${SITE}: confirm your e-mail address`,
    text: `Hello ${username},\n\nto confirm this address for your account, open this link within a day:\n\n${link}\n\nIf you did not ask for this, ignore this message: the address will not be used.\n`,
  };
}

export function resetMail(to: string, username: string, link: string, minutes: number): OutgoingMail {
  return {
    to,
    subject: `${SITE}: choose a new password`,
    text: `Hello ${username},\n\nsomeone (we hope you) asked to choose a new password for your account. Open this link within ${minutes} minutes; it works once:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
  };
}

/** A turn e-mail with its one-click stop (RFC 8058: the mail program's button posts to the link). */
export function turnMail(
  to: string,
  game: string,
  tableNumber: number | null,
  tableLink: string,
  stopLink: string,
): OutgoingMail {
  const table = tableNumber === null ? 'your table' : `table ${tableNumber}`;
  return {
    to,
    subject: `${SITE}: your turn at ${table} of ${game}`,
    text: `It is your turn at ${table} of ${game}:\n\n${tableLink}\n\nYou get one e-mail per table until you have played. To get no more turn e-mails, open:\n${stopLink}\n`,
    headers: {
      'List-Unsubscribe': `<${stopLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
