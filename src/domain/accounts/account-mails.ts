/**
 * The words of the account flows' mails (pt-BR), one home for the server, which lays them out
 * as text and HTML around the link (server/src/mail/templates.ts), and the fake back end, whose
 * demo mailbox shows them: confirmation (link valid 48 h), password reset (1 h), a new e-mail's
 * confirmation (24 h) and the notice to the old address. Every link is single-use
 * (./email-links.ts).
 */

/** One mail's words: the subject, the HTML title, greeting, introduction, button label and closing note. */
export interface AccountMailWords {
  subject: string;
  title: string;
  greeting: string;
  intro: string;
  button: string;
  note: string;
}

/** "Confirme seu e-mail": sent after a broker registers (and again on request). */
export function confirmationMailWords(to: { name: string }): AccountMailWords {
  return {
    subject: 'Confirme seu e-mail no Cotador',
    title: 'Confirme seu e-mail',
    greeting: `Olá, ${to.name}!`,
    intro: 'Recebemos o seu cadastro no Cotador. Para ativar a sua conta, confirme o seu e-mail:',
    button: 'Confirmar e-mail',
    note: 'O link vale por 48 horas e só pode ser usado uma vez. Se você não se cadastrou, ignore esta mensagem.',
  };
}

/** "Redefinir senha". */
export function passwordResetMailWords(to: { name: string; username: string }): AccountMailWords {
  return {
    subject: 'Redefinição de senha do Cotador',
    title: 'Redefinir senha',
    greeting: `Olá, ${to.name}!`,
    intro: `Recebemos um pedido para redefinir a senha do usuário ${to.username} no Cotador. Para escolher uma nova senha, abra o link:`,
    button: 'Escolher nova senha',
    note: 'O link vale por 1 hora e só pode ser usado uma vez. Se você não pediu, ignore esta mensagem: sua senha continua a mesma.',
  };
}

/**
 * "Confirme o seu novo e-mail", to the new address: asked by the user itself (with its current
 * password) or by its admin (`requestedBy`: the admin's username; the link then asks for the
 * member's password).
 */
export function emailChangeConfirmationMailWords(to: { name: string; username: string }, requestedBy?: string): AccountMailWords {
  return {
    subject: 'Confirme o seu novo e-mail no Cotador',
    title: 'Confirme o seu novo e-mail',
    greeting: `Olá, ${to.name}!`,
    intro:
      requestedBy === undefined
        ? `Recebemos um pedido para usar este endereço como o e-mail do usuário ${to.username} no Cotador. Para confirmar, abra o link:`
        : `O administrador ${requestedBy} pediu para usar este endereço como o e-mail do usuário ${to.username} no Cotador. Para confirmar, abra o link e informe a senha do usuário ${to.username}:`,
    button: 'Confirmar novo e-mail',
    note: 'O link vale por 24 horas e só pode ser usado uma vez. Até lá, o e-mail da conta continua o antigo. Se você não pediu, ignore esta mensagem.',
  };
}

/**
 * "Pedido de troca de e-mail", to the current (old) address, so a change the owner did not ask
 * for does not go unseen: no token, only a way to the password reset (`warning` leads to it).
 */
export function emailChangeNoticeMailWords(to: { name: string; username: string }, newEmail: string, requestedBy?: string): AccountMailWords & { warning: string } {
  return {
    subject: 'Pedido de troca de e-mail no Cotador',
    title: 'Pedido de troca de e-mail',
    greeting: `Olá, ${to.name}!`,
    intro:
      requestedBy === undefined
        ? `Recebemos um pedido para trocar o e-mail do usuário ${to.username} no Cotador para ${newEmail}. A troca só acontece quando o link que enviamos para esse endereço for aberto; até lá, o e-mail da conta continua sendo este.`
        : `O administrador ${requestedBy} da sua conta pediu para trocar o e-mail do usuário ${to.username} no Cotador para ${newEmail}. A troca só acontece quando o link que enviamos para esse endereço for aberto com a sua senha; até lá, o e-mail continua sendo este.`,
    warning: 'Se não foi você, redefina a sua senha agora e não abra links que não pediu:',
    button: 'Redefinir a senha',
    note: 'Se foi você, não precisa fazer nada aqui: confirme pelo link enviado ao novo endereço.',
  };
}
