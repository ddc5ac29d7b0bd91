import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGES, validateSupportMessageBody } from './support-chat';

// A support message's body: trimmed, then 1 to 2000 characters, with the pt-BR message the
// composer shows under the field and the service answers in its 400.

describe('support message body', () => {
  it('is at most 2000 characters, and says so when longer', () => {
    expect(SUPPORT_MESSAGE_MAX_LENGTH).toBe(2000);
    expect(SUPPORT_MESSAGES.bodyTooLong).toBe('A mensagem pode ter no máximo 2000 caracteres.');
  });

  it.each([
    ['empty', '', ['Escreva uma mensagem.']],
    ['only spaces and line breaks', '  \n\t ', ['Escreva uma mensagem.']],
    ['2001 characters', 'x'.repeat(2001), ['A mensagem pode ter no máximo 2000 caracteres.']],
    ['2001 characters once trimmed', ` ${'x'.repeat(2001)} `, ['A mensagem pode ter no máximo 2000 caracteres.']],
  ])('refuses a body %s', (_case, body, messages) => {
    expect(validateSupportMessageBody(body)).toEqual(messages);
  });

  it.each([
    ['one character', 'a'],
    ['exactly 2000 characters', 'x'.repeat(2000)],
    ['2000 characters between spaces (counted after trimming)', `  ${'x'.repeat(2000)}\n`],
    ['several lines', 'Bom dia!\nPreciso de ajuda com uma cotação.'],
  ])('accepts a body of %s', (_case, body) => {
    expect(validateSupportMessageBody(body)).toEqual([]);
  });
});
