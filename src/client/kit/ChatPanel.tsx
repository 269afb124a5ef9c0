import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerName } from './PlayerName';

/** The server refuses longer messages. */
export const MAX_CHAT = 500;

export interface ChatLine {
  id: string;
  sender: string;
  payload: unknown;
}

/** The server's answer to a chat message it did not pass on (`chat-refused`). */
export interface ChatRefusal {
  error: string;
  /** Seconds to wait, when the sender was too fast. */
  retryAfter?: number;
}

interface ChatPanelProps {
  messages: readonly ChatLine[];
  /** Absent for spectators, who read only. */
  onSend?: (text: string) => void;
  /** The server refused the last message sent. */
  refused?: ChatRefusal | null;
  /** Seats whose messages the reader does not want to see (held by players they blocked). */
  hiddenSenders?: readonly string[];
}

/** Table talk for online play; messages are plain text (React escapes them). */
export function ChatPanel({ messages, onSend, refused, hiddenSenders = [] }: ChatPanelProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (!message || !onSend) return;
    onSend(message.slice(0, MAX_CHAT));
    setText('');
  };
  return (
    <section className="panel chat" aria-labelledby="chat-title">
      <h2 id="chat-title">{t('chat.title')}</h2>
      <ol className="chat-lines" aria-live="polite">
        {messages.map((m) =>
          hiddenSenders.includes(m.sender) ? (
            <li key={m.id} className="muted chat-hidden">
              {t('social.chat.hidden')}
            </li>
          ) : (
            <li key={m.id}>
              <PlayerName playerID={m.sender} />: {typeof m.payload === 'string' ? m.payload : ''}
            </li>
          ),
        )}
      </ol>
      {onSend && refused && (
        <p className="chat-refused" role="status">
          {refused.retryAfter === undefined ? t('chat.notSent') : t('chat.tooFast')}
        </p>
      )}
      {onSend && (
        <form onSubmit={submit} className="chat-form">
          <label className="visually-hidden" htmlFor="chat-input">
            {t('chat.label')}
          </label>
          <input
            id="chat-input"
            value={text}
            maxLength={MAX_CHAT}
            autoComplete="off"
            onChange={(e) => setText(e.currentTarget.value)}
            placeholder={t('chat.placeholder')}
          />
          <button type="submit">{t('chat.send')}</button>
        </form>
      )}
    </section>
  );
}
