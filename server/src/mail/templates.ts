/** The pt-BR mails of the account flows: plain text and simple HTML with the same link. */
import type { OutgoingMail } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function layout(title: string, paragraphs: string[], button: { label: string; link: string }, after: string[]): string {
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#102a3a">${escapeHtml(text)}</p>`;
  return [
    '<!doctype html><html lang="pt-BR"><body style="margin:0;background:#f2f5f9;font-family:Arial,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">',
    `<h1 style="margin:0 0 24px;font-size:22px;color:#0b6f8f">${escapeHtml(title)}</h1>`,
    ...paragraphs.map(p),
    `<p style="margin:24px 0"><a href="${escapeHtml(button.link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#0b6f8f;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(button.label)}</a></p>`,
    p('Se o botão não funcionar, copie e cole este endereço no navegador:'),
    `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${escapeHtml(button.link)}">${escapeHtml(button.link)}</a></p>`,
    ...after.map(p),
    '<p style="margin:32px 0 0;font-size:12px;color:#4b5d6e">Cotador · Cotação de planos de saúde e seguros de vida para corretores</p>',
    '</div></body></html>',
  ].join('');
}

/** "Confirme seu e-mail": sent after a broker registers; the link works for 48 hours. */
export function confirmationMail(to: { email: string; name: string }, link: string): OutgoingMail {
  const greeting = `Olá, ${to.name}!`;
  const intro = 'Recebemos o seu cadastro no Cotador. Para ativar a sua conta, confirme o seu e-mail:';
  const note = 'O link vale por 48 horas e só pode ser usado uma vez. Se você não se cadastrou, ignore esta mensagem.';
  return {
    to: to.email,
    subject: 'Confirme seu e-mail no Cotador',
    text: [greeting, '', intro, '', link, '', note, '', 'Cotador'].join('\n'),
    html: layout('Confirme seu e-mail', [greeting, intro], { label: 'Confirmar e-mail', link }, [note]),
    link,
  };
}

/** "Redefinir senha": the link works for 1 hour. */
export function passwordResetMail(to: { email: string; name: string; username: string }, link: string): OutgoingMail {
  const greeting = `Olá, ${to.name}!`;
  const intro = `Recebemos um pedido para redefinir a senha do usuário ${to.username} no Cotador. Para escolher uma nova senha, abra o link:`;
  const note = 'O link vale por 1 hora e só pode ser usado uma vez. Se você não pediu, ignore esta mensagem: sua senha continua a mesma.';
  return {
    to: to.email,
    subject: 'Redefinição de senha do Cotador',
    text: [greeting, '', intro, '', link, '', note, '', 'Cotador'].join('\n'),
    html: layout('Redefinir senha', [greeting, intro], { label: 'Escolher nova senha', link }, [note]),
    link,
  };
}
