/**
 * The words of the account flows' mails as the broker reads them (pt-BR): who is greeted, which
 * user the link is for, how long it lasts, and who asked for an e-mail change. Written by hand.
 */
import { describe, expect, it } from 'vitest';
import { confirmationMailWords, emailChangeConfirmationMailWords, emailChangeNoticeMailWords, passwordResetMailWords } from './account-mails';

const ANA = { name: 'Ana Souza', username: 'ana.souza' };

describe('confirmationMailWords', () => {
  it('greets the broker by name and says the link lasts 48 hours', () => {
    expect(confirmationMailWords({ name: 'Ana Souza' })).toEqual({
      subject: 'Confirme seu e-mail no Cotador',
      title: 'Confirme seu e-mail',
      greeting: 'Olá, Ana Souza!',
      intro: 'Recebemos o seu cadastro no Cotador. Para ativar a sua conta, confirme o seu e-mail:',
      button: 'Confirmar e-mail',
      note: 'O link vale por 48 horas e só pode ser usado uma vez. Se você não se cadastrou, ignore esta mensagem.',
    });
  });
});

describe('passwordResetMailWords', () => {
  it('names the user whose password is reset and says the link lasts 1 hour', () => {
    expect(passwordResetMailWords(ANA)).toEqual({
      subject: 'Redefinição de senha do Cotador',
      title: 'Redefinir senha',
      greeting: 'Olá, Ana Souza!',
      intro: 'Recebemos um pedido para redefinir a senha do usuário ana.souza no Cotador. Para escolher uma nova senha, abra o link:',
      button: 'Escolher nova senha',
      note: 'O link vale por 1 hora e só pode ser usado uma vez. Se você não pediu, ignore esta mensagem: sua senha continua a mesma.',
    });
  });
});

describe('emailChangeConfirmationMailWords', () => {
  it('asked by the user itself: confirm by opening the link, valid 24 hours', () => {
    expect(emailChangeConfirmationMailWords(ANA)).toEqual({
      subject: 'Confirme o seu novo e-mail no Cotador',
      title: 'Confirme o seu novo e-mail',
      greeting: 'Olá, Ana Souza!',
      intro: 'Recebemos um pedido para usar este endereço como o e-mail do usuário ana.souza no Cotador. Para confirmar, abra o link:',
      button: 'Confirmar novo e-mail',
      note: 'O link vale por 24 horas e só pode ser usado uma vez. Até lá, o e-mail da conta continua o antigo. Se você não pediu, ignore esta mensagem.',
    });
  });

  it('asked by an admin: names the admin and asks for the member’s password', () => {
    expect(emailChangeConfirmationMailWords(ANA, 'carla.admin').intro).toBe(
      'O administrador carla.admin pediu para usar este endereço como o e-mail do usuário ana.souza no Cotador. Para confirmar, abra o link e informe a senha do usuário ana.souza:',
    );
  });
});

describe('emailChangeNoticeMailWords', () => {
  it('tells the old address which new e-mail was asked for and leads to the password reset', () => {
    expect(emailChangeNoticeMailWords(ANA, 'ana@novo.com.br')).toEqual({
      subject: 'Pedido de troca de e-mail no Cotador',
      title: 'Pedido de troca de e-mail',
      greeting: 'Olá, Ana Souza!',
      intro:
        'Recebemos um pedido para trocar o e-mail do usuário ana.souza no Cotador para ana@novo.com.br. A troca só acontece quando o link que enviamos para esse endereço for aberto; até lá, o e-mail da conta continua sendo este.',
      warning: 'Se não foi você, redefina a sua senha agora e não abra links que não pediu:',
      button: 'Redefinir a senha',
      note: 'Se foi você, não precisa fazer nada aqui: confirme pelo link enviado ao novo endereço.',
    });
  });

  it('asked by an admin: names the admin and says the link needs the member’s password', () => {
    expect(emailChangeNoticeMailWords(ANA, 'ana@novo.com.br', 'carla.admin').intro).toBe(
      'O administrador carla.admin da sua conta pediu para trocar o e-mail do usuário ana.souza no Cotador para ana@novo.com.br. A troca só acontece quando o link que enviamos para esse endereço for aberto com a sua senha; até lá, o e-mail continua sendo este.',
    );
  });
});
