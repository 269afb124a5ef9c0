import type { OutgoingMail } from './mailer';

// The site's e-mails, in the language the player used when they gave their
// address or switched turn e-mails on (kept with the address). Plain text, each
// with its one link; no tracking of any kind. The words follow the site's own
// (src/client/i18n/<language>.ts: "table", "password", "your turn").

/** The site's languages (src/client/i18n/languages.ts offers the same). */
export const MAIL_LANGUAGES = ['en', 'fr', 'pl', 'vi', 'br'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export function mailLanguage(value: unknown): MailLanguage {
  return MAIL_LANGUAGES.includes(value as MailLanguage) ? (value as MailLanguage) : 'en';
}

const SITE = 'Euro Tables';

interface Words {
  verifySubject: string;
  verifyText: (username: string, link: string) => string;
  resetSubject: string;
  resetText: (username: string, link: string, minutes: number) => string;
  /** The table as the site names it: "Caylus, table 12", or the game alone. */
  table: (game: string, tableNumber: number | null) => string;
  turnSubject: (table: string) => string;
  turnText: (table: string, tableLink: string, stopLink: string) => string;
  stopAsk: string;
  stopButton: string;
  stopped: string;
  stopInvalid: string;
  stopTitle: string;
}

const WORDS: Record<MailLanguage, Words> = {
  en: {
    verifySubject: `${SITE}: confirm your e-mail address`,
    verifyText: (username, link) =>
      `Hello ${username},\n\nto confirm this address for your account, open this link within a day:\n\n${link}\n\nIf you did not ask for this, ignore this message: the address will not be used.\n`,
    resetSubject: `${SITE}: choose a new password`,
    resetText: (username, link, minutes) =>
      `Hello ${username},\n\nsomeone (we hope you) asked to choose a new password for your account. Open this link within ${minutes} minutes; it works once:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
    table: (game, n) => (n === null ? game : `${game}, table ${n}`),
    turnSubject: (table) => `${SITE}: your turn (${table})`,
    turnText: (table, tableLink, stopLink) =>
      `It is your turn (${table}):\n\n${tableLink}\n\nYou get one e-mail per table until you have played. To get no more turn e-mails, open:\n${stopLink}\n`,
    stopTitle: 'Turn e-mails',
    stopAsk: 'Stop the e-mails that tell you it is your turn?',
    stopButton: 'Stop turn e-mails',
    stopped: 'You will get no more turn e-mails. They can be switched on again on your account page.',
    stopInvalid: 'This link is not valid any more. Turn e-mails can be switched off on your account page.',
  },
  fr: {
    verifySubject: `${SITE} : confirmez votre adresse e-mail`,
    verifyText: (username, link) =>
      `Bonjour ${username},\n\npour confirmer cette adresse pour votre compte, ouvrez ce lien dans la journée :\n\n${link}\n\nSi vous n’avez rien demandé, ignorez ce message : l’adresse ne sera pas utilisée.\n`,
    resetSubject: `${SITE} : choisissez un nouveau mot de passe`,
    resetText: (username, link, minutes) =>
      `Bonjour ${username},\n\nquelqu’un (vous, nous l’espérons) a demandé à choisir un nouveau mot de passe pour votre compte. Ouvrez ce lien dans les ${minutes} minutes ; il ne sert qu’une fois :\n\n${link}\n\nSi ce n’était pas vous, ignorez ce message : votre mot de passe ne change pas.\n`,
    table: (game, n) => (n === null ? game : `${game}, table ${n}`),
    turnSubject: (table) => `${SITE} : à vous de jouer (${table})`,
    turnText: (table, tableLink, stopLink) =>
      `C’est à vous de jouer (${table}) :\n\n${tableLink}\n\nVous recevez un e-mail par table jusqu’à ce que vous ayez joué. Pour ne plus recevoir ces e-mails, ouvrez :\n${stopLink}\n`,
    stopTitle: 'E-mails de tour',
    stopAsk: 'Ne plus recevoir les e-mails qui vous disent que c’est à vous de jouer ?',
    stopButton: 'Arrêter les e-mails de tour',
    stopped: 'Vous ne recevrez plus d’e-mails de tour. Vous pouvez les réactiver sur la page de votre compte.',
    stopInvalid: 'Ce lien n’est plus valable. Les e-mails de tour se désactivent sur la page de votre compte.',
  },
  pl: {
    verifySubject: `${SITE}: potwierdź swój adres e-mail`,
    verifyText: (username, link) =>
      `Cześć ${username},\n\naby potwierdzić ten adres dla swojego konta, otwórz ten link w ciągu doby:\n\n${link}\n\nJeśli to nie Ty o to prosisz, zignoruj tę wiadomość: adres nie zostanie użyty.\n`,
    resetSubject: `${SITE}: wybierz nowe hasło`,
    resetText: (username, link, minutes) =>
      `Cześć ${username},\n\nktoś (mamy nadzieję, że Ty) poprosił o nowe hasło do Twojego konta. Otwórz ten link w ciągu ${minutes} minut; działa tylko raz:\n\n${link}\n\nJeśli to nie Ty, zignoruj tę wiadomość: Twoje hasło się nie zmieni.\n`,
    table: (game, n) => (n === null ? game : `${game}, stół nr ${n}`),
    turnSubject: (table) => `${SITE}: Twój ruch (${table})`,
    turnText: (table, tableLink, stopLink) =>
      `Twój ruch (${table}):\n\n${tableLink}\n\nDostajesz jeden e-mail na stół, dopóki nie wykonasz ruchu. Aby nie dostawać więcej takich e-maili, otwórz:\n${stopLink}\n`,
    stopTitle: 'E-maile o ruchu',
    stopAsk: 'Przestać wysyłać e-maile o tym, że to Twój ruch?',
    stopButton: 'Wyłącz e-maile o ruchu',
    stopped: 'Nie dostaniesz już e-maili o ruchu. Możesz je znów włączyć na stronie swojego konta.',
    stopInvalid: 'Ten link nie jest już ważny. E-maile o ruchu wyłączysz na stronie swojego konta.',
  },
  vi: {
    verifySubject: `${SITE}: xác nhận địa chỉ e-mail của bạn`,
    verifyText: (username, link) =>
      `Xin chào ${username},\n\nđể xác nhận địa chỉ này cho tài khoản của bạn, hãy mở liên kết sau trong vòng một ngày:\n\n${link}\n\nNếu bạn không yêu cầu, hãy bỏ qua thư này: địa chỉ sẽ không được dùng.\n`,
    resetSubject: `${SITE}: chọn mật khẩu mới`,
    resetText: (username, link, minutes) =>
      `Xin chào ${username},\n\ncó người (hy vọng là bạn) đã yêu cầu chọn mật khẩu mới cho tài khoản của bạn. Hãy mở liên kết này trong vòng ${minutes} phút; liên kết chỉ dùng được một lần:\n\n${link}\n\nNếu không phải bạn, hãy bỏ qua thư này: mật khẩu của bạn vẫn giữ nguyên.\n`,
    table: (game, n) => (n === null ? game : `${game}, bàn ${n}`),
    turnSubject: (table) => `${SITE}: đến lượt bạn (${table})`,
    turnText: (table, tableLink, stopLink) =>
      `Đến lượt bạn (${table}):\n\n${tableLink}\n\nBạn nhận một e-mail cho mỗi bàn cho đến khi bạn đi nước của mình. Để không nhận thêm e-mail báo lượt, hãy mở:\n${stopLink}\n`,
    stopTitle: 'E-mail báo lượt',
    stopAsk: 'Ngừng nhận e-mail báo đến lượt bạn?',
    stopButton: 'Ngừng e-mail báo lượt',
    stopped: 'Bạn sẽ không nhận e-mail báo lượt nữa. Có thể bật lại trên trang tài khoản của bạn.',
    stopInvalid: 'Liên kết này không còn hiệu lực. Có thể tắt e-mail báo lượt trên trang tài khoản của bạn.',
  },
  br: {
    verifySubject: `${SITE}: kadarnait ho chomlec’h postel`,
    verifyText: (username, link) =>
      `Demat ${username},\n\nevit kadarnaat ar chomlec’h-mañ evit ho kont, digorit al liamm-mañ a-benn un devezh:\n\n${link}\n\nMa n’hoc’h eus goulennet netra, lezit ar gemennadenn-mañ a-gostez: ne vo ket implijet ar chomlec’h.\n`,
    resetSubject: `${SITE}: dibabit ur ger-tremen nevez`,
    resetText: (username, link, minutes) =>
      `Demat ${username},\n\nunan bennak (c’hwi, emichañs) en deus goulennet lakaat ur ger-tremen nevez evit ho kont. Digorit al liamm-mañ a-benn ${minutes} munutenn; ne dalvez nemet ur wech:\n\n${link}\n\nMa n’eo ket c’hwi, lezit ar gemennadenn-mañ a-gostez: ne cheñch ket ho ker-tremen.\n`,
    table: (game, n) => (n === null ? game : `${game}, taol ${n}`),
    turnSubject: (table) => `${SITE}: ho tro eo (${table})`,
    turnText: (table, tableLink, stopLink) =>
      `Ho tro eo (${table}):\n\n${tableLink}\n\nUr postel hepken a resevit evit pep taol betek ma c’hoariot. Evit na resev ken a bostel evel-se, digorit:\n${stopLink}\n`,
    stopTitle: 'Posteloù an troioù',
    stopAsk: 'Paouez gant ar posteloù a lavar deoc’h eo ho tro?',
    stopButton: 'Paouez gant posteloù an troioù',
    stopped: 'Ne resevot ken a bostel evit an troioù. Gallout a rit o adlakaat war pajenn ho kont.',
    stopInvalid: 'N’eo ket mat al liamm-mañ ken. Gallout a rit paouez gant posteloù an troioù war pajenn ho kont.',
  },
};

export function verificationMail(to: string, username: string, link: string, language: MailLanguage): OutgoingMail {
  const w = WORDS[language];
  return { to, subject: w.verifySubject, text: w.verifyText(username, link) };
}

export function resetMail(
  to: string,
  username: string,
  link: string,
  minutes: number,
  language: MailLanguage,
): OutgoingMail {
  const w = WORDS[language];
  return { to, subject: w.resetSubject, text: w.resetText(username, link, minutes) };
}

/** A turn e-mail with its one-click stop (RFC 8058: the mail program's button posts to the link). */
export function turnMail(
  to: string,
  game: string,
  tableNumber: number | null,
  tableLink: string,
  stopLink: string,
  language: MailLanguage,
): OutgoingMail {
  const w = WORDS[language];
  const table = w.table(game, tableNumber);
  return {
    to,
    subject: w.turnSubject(table),
    text: w.turnText(table, tableLink, stopLink),
    headers: {
      'List-Unsubscribe': `<${stopLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The words of the stop link's page. */
export function stopWords(language: MailLanguage) {
  const { stopTitle, stopAsk, stopButton, stopped, stopInvalid } = WORDS[language];
  return { title: stopTitle, ask: stopAsk, button: stopButton, stopped, invalid: stopInvalid };
}
