/**
 * Fake mode only (`npm run dev:fake`): the mails the fake back end "sent", with their
 * links, so a person can follow the registration and password-recovery flows without a
 * mail server. Renders nothing against the real server.
 */
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { DemoMail } from '../../../application/accounts/demo-mailbox';
import { Icon } from '../../design-system';
import { useUseCases } from '../../app/services-context';
import * as s from './forms.css';

export function DemoMailboxPanel({ to }: { to?: string }) {
  const { demoMailbox } = useUseCases('accounts');
  const [mails, setMails] = useState<DemoMail[]>(() => demoMailbox?.list() ?? []);
  useEffect(() => {
    if (!demoMailbox) return undefined;
    setMails(demoMailbox.list());
    return demoMailbox.subscribe(() => setMails(demoMailbox.list()));
  }, [demoMailbox]);
  if (!demoMailbox) return null;
  const shown = to ? mails.filter((mail) => mail.to === to.trim().toLowerCase()) : mails;
  return (
    <section className={s.mailbox} aria-labelledby="caixa-demo-titulo">
      <h2 id="caixa-demo-titulo" className={s.mailboxTitle}>
        <Icon name="mail" size={18} />
        Caixa de e-mails (modo demonstração)
      </h2>
      {shown.length === 0 ? (
        <p className={s.mailboxEmpty}>Nenhum e-mail enviado ainda.</p>
      ) : (
        <ul className={s.mailboxList}>
          {shown.map((mail) => (
            <li key={mail.id} className={s.mailboxItem}>
              <p className={s.mailboxSubject}>{mail.subject}</p>
              <p className={s.mailboxMeta}>Para: {mail.to}</p>
              <p className={s.mailboxText}>{mail.text}</p>
              <Link href={mail.link}>Abrir o link do e-mail</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
