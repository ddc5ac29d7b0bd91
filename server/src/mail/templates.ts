/** The pt-BR mails of the account flows (their words: src/domain/accounts/account-mails.ts): plain text and simple HTML with the same link. */
import {
  confirmationMailWords,
  emailChangeConfirmationMailWords,
  emailChangeNoticeMailWords,
  passwordResetMailWords,
  type AccountMailWords,
} from '../../../src/domain/accounts/account-mails';
import type { OutgoingMail } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function layout(title: string, paragraphs: string[], button: { label: string; link: string } | null, after: string[]): string {
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#102a3a">${escapeHtml(text)}</p>`;
  const buttonBlock = button
    ? [
        `<p style="margin:24px 0"><a href="${escapeHtml(button.link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#0b6f8f;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(button.label)}</a></p>`,
        p('Se o botão não funcionar, copie e cole este endereço no navegador:'),
        `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${escapeHtml(button.link)}">${escapeHtml(button.link)}</a></p>`,
      ]
    : [];
  return [
    '<!doctype html><html lang="pt-BR"><body style="margin:0;background:#f2f5f9;font-family:Arial,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">',
    `<h1 style="margin:0 0 24px;font-size:22px;color:#0b6f8f">${escapeHtml(title)}</h1>`,
    ...paragraphs.map(p),
    ...buttonBlock,
    ...after.map(p),
    '<p style="margin:32px 0 0;font-size:12px;color:#4b5d6e">Cotador · Cotação de planos de saúde e seguros de vida para corretores</p>',
    '</div></body></html>',
  ].join('');
}

/**
 * A mail whose point is one link: greeting, intro, the link (a button in HTML), a note,
 * signed 'Cotador'; the text and HTML parts say the same.
 */
function linkMail(to: string, words: AccountMailWords, link: string): OutgoingMail {
  const { subject, title, greeting, intro, button, note } = words;
  return {
    to,
    subject,
    text: [greeting, '', intro, '', link, '', note, '', 'Cotador'].join('\n'),
    html: layout(title, [greeting, intro], { label: button, link }, [note]),
    link,
  };
}

/** "Confirme seu e-mail": sent after a broker registers; the link works for 48 hours. */
export function confirmationMail(to: { email: string; name: string }, link: string): OutgoingMail {
  return linkMail(to.email, confirmationMailWords(to), link);
}

/** "Redefinir senha": the link works for 1 hour. */
export function passwordResetMail(to: { email: string; name: string; username: string }, link: string): OutgoingMail {
  return linkMail(to.email, passwordResetMailWords(to), link);
}

/**
 * "Confirme o seu novo e-mail": sent to the new address of a logged-in user who asked to
 * change its e-mail (with its current password), or of a member whose admin asked for it
 * (`requestedBy`: the admin's username; the link then asks for the member's password); the
 * change happens when the link (24 h, single-use) is opened.
 */
export function emailChangeConfirmationMail(
  to: { name: string; username: string },
  newEmail: string,
  link: string,
  requestedBy?: string,
): OutgoingMail {
  return linkMail(newEmail, emailChangeConfirmationMailWords(to, requestedBy), link);
}

/**
 * "Pedido de troca de e-mail": the notice to the current (old) address when a change is
 * asked, so a change the owner did not ask for does not go unseen (`requestedBy`: the admin
 * who asked for a member's change). It carries no token: only a way to the password reset,
 * for the owner to take the account back.
 */
export function emailChangeNoticeMail(
  to: { email: string; name: string; username: string },
  newEmail: string,
  forgotPasswordLink: string,
  requestedBy?: string,
): OutgoingMail {
  const { subject, title, greeting, intro, warning, button, note } = emailChangeNoticeMailWords(to, newEmail, requestedBy);
  return {
    to: to.email,
    subject,
    text: [greeting, '', intro, '', warning, forgotPasswordLink, '', note, '', 'Cotador'].join('\n'),
    html: layout(title, [greeting, intro, warning], { label: button, link: forgotPasswordLink }, [note]),
    link: forgotPasswordLink,
  };
}
