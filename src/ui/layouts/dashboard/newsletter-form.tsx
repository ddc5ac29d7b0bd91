/**
 * The footer's newsletter e-mail field (spec points 1 and 5): validated, never
 * submitted. Empty → 'E-mail é obrigatório'; invalid → 'Utilize um e-mail válido'.
 */
import { useState, type FormEvent } from 'react';
import { z } from 'zod/mini';
import { Button } from '../../design-system/button';
import { TextField } from '../../design-system/text-field';
import * as s from './dashboard.css';

export const NEWSLETTER_REQUIRED = 'E-mail é obrigatório';
export const NEWSLETTER_INVALID = 'Utilize um e-mail válido';
/** Said after a valid entry: the field is never submitted (spec point 1), so nothing was subscribed. */
export const NEWSLETTER_NOT_SENT = 'E-mail válido. O envio de novidades ainda não está disponível: seu e-mail não foi cadastrado nem enviado.';

const emailSchema = z.email();

/** The validation message for a newsletter e-mail, or null when it is valid. */
export function newsletterEmailError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return NEWSLETTER_REQUIRED;
  return emailSchema.safeParse(trimmed).success ? null : NEWSLETTER_INVALID;
}

export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = newsletterEmailError(email);
    setError(message);
    setAccepted(message === null);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Receba novidades">
      <h2 className={s.footerHeading}>Receba novidades</h2>
      <p className={s.footerText}>Novas tabelas, operadoras e funcionalidades do Cotador no seu e-mail.</p>
      <div className={s.newsletterRow}>
        <TextField
          className={s.newsletterField}
          label="E-mail para novidades"
          type="email"
          name="newsletter-email"
          autoComplete="email"
          placeholder="voce@corretora.com"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
            setAccepted(false);
          }}
        />
        <Button type="submit" variant="secondary" className={s.newsletterButton}>
          Quero receber
        </Button>
      </div>
      {accepted ? (
        <p role="status" className={s.newsletterDone}>
          {NEWSLETTER_NOT_SENT}
        </p>
      ) : null}
    </form>
  );
}
