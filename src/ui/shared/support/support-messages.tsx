/**
 * Pieces of the support chat shared by the broker's chat (features/support) and the
 * superusers' inbox (features/admin): the message log and the composer. Message bodies are
 * rendered as React text (never HTML), keeping line breaks.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '../../../domain/support/support-chat';
import type { SupportAuthor, SupportMessage } from '../../../application/support/support-gateway';
import { Button } from '../../design-system/button';
import * as s from './support.css';

const timeFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

/** `15/06 12:00` (Brasília). */
export function messageTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date).replace(',', '');
}

/** The conversation as a log: `mine` are the viewer's side's messages (right-aligned). */
export function SupportMessageLog({ messages, mine, label, emptyText }: { messages: readonly SupportMessage[]; mine: SupportAuthor; label: string; emptyText: string }) {
  const end = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  return (
    <div className={s.log} role="log" aria-label={label} aria-live="polite" tabIndex={0}>
      <ol className={s.logList}>
        {messages.length === 0 ? <li className={s.empty}>{emptyText}</li> : null}
        {messages.map((message) => (
          <li key={message.id} className={s.bubble({ side: message.author === mine ? 'mine' : 'theirs' })}>
            <p className={s.bubbleBody}>{message.body}</p>
            <span className={s.bubbleMeta}>
              {message.author === 'support' ? `Suporte · ${message.authorName}` : message.authorName} · {messageTime(message.createdAt)}
            </span>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
    </div>
  );
}

/**
 * The composer: a labelled text area (Enter sends, Shift+Enter breaks the line), a counter
 * and the validation or server message. `validate` gives the pt-BR message before sending;
 * `onSend` answers the server's message on failure (null on success, which clears the field).
 */
export function SupportComposer({ label, validate, onSend, disabled }: { label: string; validate: (body: string) => string | null; onSend: (body: string) => Promise<string | null>; disabled?: boolean }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const problem = validate(body);
    setError(problem);
    if (problem) return;
    setSending(true);
    const failure = await onSend(body);
    setSending(false);
    setError(failure);
    if (failure === null) setBody('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className={s.composer} noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-body`} className={s.composerLabel}>
        {label}
      </label>
      <textarea
        id={`${id}-body`}
        className={s.textarea}
        value={body}
        maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
        disabled={disabled}
        onChange={(event) => {
          setBody(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      {error ? (
        <p id={`${id}-error`} className={s.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={s.composerRow}>
        <span id={`${id}-counter`} className={s.counter}>
          {body.length}/{SUPPORT_MESSAGE_MAX_LENGTH} caracteres
        </span>
        <Button type="submit" variant="primary" disabled={disabled || sending}>
          {sending ? 'Enviando…' : 'Enviar'}
        </Button>
      </div>
    </form>
  );
}
