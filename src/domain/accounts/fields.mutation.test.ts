/**
 * The account form fields at their edges (registration, profile, team member): the lengths
 * that pass and the one character more that fails, spaces around a value, the masks while
 * typing, every password rule. The pt-BR messages as the person reads them; written by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  compactErrors,
  formatCpfForDisplay,
  formatPhoneForDisplay,
  maskCpf,
  maskPhone,
  normalizeEmail,
  validateCpf,
  validateEmail,
  validateName,
  validateNewUser,
  validatePassword,
  validatePasswordConfirmation,
  validatePhone,
  validateUsername,
} from './fields';

/** A valid e-mail of `length` characters (64-character local part, 63-character labels). */
const emailOfLength = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 197)}.com`;

describe('masks', () => {
  it('masks a CPF and a phone from what was typed, extra digits dropped', () => {
    expect(maskCpf('111444777351234')).toBe('111.444.777-35');
    expect(maskCpf('abc')).toBe('');
    expect(maskPhone('(11) 98765-43219999')).toBe('(11) 98765-4321');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('---')).toBe('');
    expect(formatPhoneForDisplay('11987654321')).toBe('(11) 98765-4321');
    expect(formatCpfForDisplay('11144477735')).toBe('111.444.777-35');
  });

  it('stores an e-mail trimmed and in lower case', () => {
    expect(normalizeEmail('  Ana.Souza@Exemplo.COM.br ')).toBe('ana.souza@exemplo.com.br');
  });
});

describe('validateName', () => {
  it('asks for a name, takes 150 characters (spaces around not counted) and refuses 151', () => {
    expect(validateName('   ')).toEqual(['Informe o nome.']);
    expect(validateName('n'.repeat(150))).toEqual([]);
    expect(validateName(`  ${'n'.repeat(150)}  `)).toEqual([]);
    expect(validateName('n'.repeat(151))).toEqual(['O nome deve ter no máximo 150 caracteres.']);
  });
});

describe('validateUsername', () => {
  it('asks for a username and takes 3 to 150 characters, spaces around not counted', () => {
    expect(validateUsername('  ')).toEqual(['Informe o usuário.']);
    expect(validateUsername('ab')).toEqual(['O usuário deve ter entre 3 e 150 caracteres.']);
    expect(validateUsername(' abc ')).toEqual([]);
    expect(validateUsername('u'.repeat(150))).toEqual([]);
    expect(validateUsername('u'.repeat(151))).toEqual(['O usuário deve ter entre 3 e 150 caracteres.']);
  });

  it('takes letters of any script, digits and @ . + - _, and gives every failing rule', () => {
    expect(validateUsername('joão.silva+1@corretora-sul_2')).toEqual([]);
    expect(validateUsername('ana souza')).toEqual(['Use apenas letras, números e os caracteres @ . + - _ (sem espaços).']);
    expect(validateUsername('a!')).toEqual(['O usuário deve ter entre 3 e 150 caracteres.', 'Use apenas letras, números e os caracteres @ . + - _ (sem espaços).']);
  });
});

describe('validateEmail', () => {
  it('asks for an e-mail, takes one of 254 characters and refuses 255', () => {
    expect(validateEmail('  ')).toEqual(['Informe o e-mail.']);
    expect(validateEmail(' ana@exemplo.com ')).toEqual([]);
    expect(validateEmail('ana@')).toEqual(['Informe um e-mail válido.']);
    expect(emailOfLength(254)).toHaveLength(254);
    expect(validateEmail(emailOfLength(254))).toEqual([]);
    expect(validateEmail(emailOfLength(255))).toEqual(['Informe um e-mail válido.']);
  });
});

describe('validatePhone and validateCpf', () => {
  it('asks for them, takes them masked or as digits, and refuses a wrong one', () => {
    expect(validatePhone(' () ')).toEqual(['Informe o telefone.']);
    expect(validatePhone('(11) 98765-4321')).toEqual([]);
    expect(validatePhone('1133334444')).toEqual([]);
    expect(validatePhone('119876543')).toEqual(['Telefone inválido. Informe o DDD e o número.']);
    // With the country code: 13 and 12 digits, refused (the DDD and the number only).
    expect(validatePhone('+55 11 98765-4321')).toEqual(['Telefone inválido. Informe o DDD e o número.']);
    expect(validatePhone('55 11 3333-4444')).toEqual(['Telefone inválido. Informe o DDD e o número.']);
    expect(validateCpf(' .- ')).toEqual(['Informe o CPF.']);
    expect(validateCpf('111.444.777-35')).toEqual([]);
    expect(validateCpf('11144477736')).toEqual(['CPF inválido.']);
  });
});

describe('validatePassword', () => {
  it('asks for a password, takes 8 characters and refuses 7', () => {
    expect(validatePassword('')).toEqual(['Informe a senha.']);
    expect(validatePassword('xk29fj3q')).toEqual([]);
    expect(validatePassword('xk29fj3')).toEqual(['A senha deve ter pelo menos 8 caracteres.']);
  });

  it('refuses digits only, and a common password whatever its case, with every failing rule', () => {
    expect(validatePassword('1234567')).toEqual(['A senha deve ter pelo menos 8 caracteres.', 'A senha não pode ser formada apenas por números.']);
    expect(validatePassword('98765432')).toEqual(['A senha não pode ser formada apenas por números.']);
    expect(validatePassword('12345678')).toEqual(['A senha não pode ser formada apenas por números.', 'Esta senha é muito comum. Escolha outra.']);
    expect(validatePassword('Senha123')).toEqual(['Esta senha é muito comum. Escolha outra.']);
    expect(validatePassword('x12345678')).toEqual([]);
  });

  it('refuses the username as password, case and spaces around ignored', () => {
    expect(validatePassword('Ana.Souza', { username: ' ana.souza ' })).toEqual(['A senha não pode ser igual ao nome de usuário.']);
    expect(validatePassword(' ana.souza ', { username: 'ANA.SOUZA' })).toEqual(['A senha não pode ser igual ao nome de usuário.']);
    expect(validatePassword('ana.souza1', { username: 'ana.souza' })).toEqual([]);
  });

  it('does not compare with a blank username', () => {
    expect(validatePassword('        ', { username: '   ' })).toEqual([]);
    expect(validatePassword('        ', {})).toEqual([]);
  });
});

describe('validatePasswordConfirmation', () => {
  it('asks to repeat the password and refuses a different one', () => {
    expect(validatePasswordConfirmation('xk29fj3q', '')).toEqual(['Repita a senha.']);
    expect(validatePasswordConfirmation('xk29fj3q', 'xk29fj3q')).toEqual([]);
    expect(validatePasswordConfirmation('xk29fj3q', 'xk29fj3Q')).toEqual(['As senhas não conferem.']);
  });
});

describe('compactErrors and validateNewUser', () => {
  it('keeps only the fields with messages, null when none has any', () => {
    expect(compactErrors({ name: [], email: ['Informe o e-mail.'] })).toEqual({ email: ['Informe o e-mail.'] });
    expect(compactErrors({ name: [], email: [] })).toBeNull();
  });

  it('checks every field of a new user, the password against its username', () => {
    const valid = { username: 'ana.souza', name: 'Ana Souza', email: 'ana@exemplo.com', phone: '(11) 98765-4321', cpf: '111.444.777-35', password: 'xk29fj3q' };
    expect(validateNewUser(valid)).toBeNull();
    expect(validateNewUser({ username: 'a b', name: '', email: 'ana@', phone: '123', cpf: '11144477736', password: 'a b' })).toEqual({
      name: ['Informe o nome.'],
      username: ['Use apenas letras, números e os caracteres @ . + - _ (sem espaços).'],
      email: ['Informe um e-mail válido.'],
      phone: ['Telefone inválido. Informe o DDD e o número.'],
      cpf: ['CPF inválido.'],
      password: ['A senha deve ter pelo menos 8 caracteres.', 'A senha não pode ser igual ao nome de usuário.'],
    });
  });
});
