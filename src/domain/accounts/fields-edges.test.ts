import { describe, expect, it } from 'vitest';
import {
  formatCpfForDisplay,
  formatPhoneForDisplay,
  maskCpf,
  maskPhone,
  normalizeEmail,
  validateEmail,
  validateName,
  validatePassword,
  validatePasswordConfirmation,
  validateUsername,
} from './fields';
import { differenceKind } from '../proposal/quotation-history';

// The registration form's fields at their edges: lengths, the password rules each with its
// message, masks while typing. Messages by hand.

describe('account fields at their edges', () => {
  it('takes names up to 150 characters and usernames of 3 to 150', () => {
    expect(validateName(` ${'a'.repeat(150)} `)).toEqual([]);
    expect(validateName('a'.repeat(151))).toEqual(['O nome deve ter no máximo 150 caracteres.']);
    expect(validateUsername('abc')).toEqual([]);
    expect(validateUsername('ab')).toEqual(['O usuário deve ter entre 3 e 150 caracteres.']);
    expect(validateUsername('a'.repeat(150))).toEqual([]);
    expect(validateUsername('a'.repeat(151))).toEqual(['O usuário deve ter entre 3 e 150 caracteres.']);
    expect(validateUsername('  ')).toEqual(['Informe o usuário.']);
    expect(validateUsername('joão.silva+1@x_y-z')).toEqual([]);
  });

  it('caps an e-mail at 254 characters', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.br`;
    expect(validateEmail(at254)).toEqual([]);
    expect(validateEmail(at254.replace('.br', 'd.br'))).toEqual(['Informe um e-mail válido.']);
    expect(normalizeEmail('  Ana@Exemplo.COM ')).toBe('ana@exemplo.com');
  });

  it('gives every password rule that fails its message', () => {
    expect(validatePassword('')).toEqual(['Informe a senha.']);
    expect(validatePassword('1234567')).toEqual(['A senha deve ter pelo menos 8 caracteres.', 'A senha não pode ser formada apenas por números.']);
    expect(validatePassword('abcdefgh')).toEqual([]);
    expect(validatePassword('abcdefg')).toEqual(['A senha deve ter pelo menos 8 caracteres.']);
    expect(validatePassword('12345678')).toEqual(['A senha não pode ser formada apenas por números.', 'Esta senha é muito comum. Escolha outra.']);
    expect(validatePassword('Senha123')).toEqual(['Esta senha é muito comum. Escolha outra.']);
    expect(validatePassword(' Carla.Mendes ', { username: 'carla.mendes' })).toEqual(['A senha não pode ser igual ao nome de usuário.']);
    expect(validatePassword('carla.mendes', { username: '  ' })).toEqual([]);
    expect(validatePassword('carla.mendes2', { username: 'carla.mendes' })).toEqual([]);
    expect(validatePasswordConfirmation('abcdefgh', '')).toEqual(['Repita a senha.']);
    expect(validatePasswordConfirmation('abcdefgh', 'abcdefgH')).toEqual(['As senhas não conferem.']);
    expect(validatePasswordConfirmation('abcdefgh', 'abcdefgh')).toEqual([]);
  });

  it('masks CPF and phone while typing, nothing for nothing', () => {
    expect(maskCpf('111444777359')).toBe('111.444.777-35');
    expect(maskCpf('abc')).toBe('');
    expect(formatCpfForDisplay('11144477735')).toBe('111.444.777-35');
    expect(maskPhone('119876543210')).toBe('(11) 98765-4321');
    expect(maskPhone('-')).toBe('');
    expect(formatPhoneForDisplay('1132654321')).toBe('(11) 3265-4321');
  });

  it('signs a requote difference', () => {
    expect(differenceKind(1)).toBe('up');
    expect(differenceKind(-1)).toBe('down');
    expect(differenceKind(0)).toBe('same');
  });
});
