import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../app-routes';
import { CONFIRM_EMAIL_CHANGE_PATH, LINK_MESSAGES, appLink, emailLink, linkProblemOfCode } from './email-links';
import {
  FIELD_MESSAGES,
  digitsOnly,
  maskCpf,
  maskPhone,
  validateCpf,
  validateEmail,
  validateNewUser,
  validatePassword,
  validatePhone,
  validateUsername,
} from './fields';
import { detectLogoFormat, hasImageStructure, isAcceptedLogoFile, logoFileProblem, MAX_LOGO_BYTES } from './logo';
import { emailChangeOf } from './profile';
import {
  TEAM_MESSAGES,
  canAddTeamMember,
  invalidRolesMessage,
  ownerProtectionProblem,
  parseRoleList,
  principalRolesProblem,
  sortRoles,
  teamCapacity,
  teamEditProblem,
  teamLimitMessage,
} from './team';

describe('masks', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['1114', '111.4'],
    ['111444777', '111.444.777'],
    ['11144477735', '111.444.777-35'],
    ['111.444.777-3599', '111.444.777-35'],
  ])('CPF %s → %s', (input, masked) => expect(maskCpf(input)).toBe(masked));

  it.each([
    ['', ''],
    ['11', '(11'],
    ['119876', '(11) 9876'],
    ['1130000000', '(11) 3000-0000'],
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-43219', '(11) 98765-4321'],
  ])('phone %s → %s', (input, masked) => expect(maskPhone(input)).toBe(masked));

  it('keeps the digits typed (up to the mask length) and is idempotent', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,14}$/), (digits) => {
        expect(digitsOnly(maskCpf(digits))).toBe(digits.slice(0, 11));
        expect(maskCpf(maskCpf(digits))).toBe(maskCpf(digits));
        expect(digitsOnly(maskPhone(digits))).toBe(digits.slice(0, 11));
        expect(maskPhone(maskPhone(digits))).toBe(maskPhone(digits));
      }),
    );
  });
});

describe('field rules (pt-BR)', () => {
  it.each([
    ['111.444.777-35', []],
    ['11144477735', []],
    ['111.444.777-36', [FIELD_MESSAGES.cpfInvalid]],
    ['000.000.000-00', [FIELD_MESSAGES.cpfInvalid]],
    ['1114447773', [FIELD_MESSAGES.cpfInvalid]],
    ['', [FIELD_MESSAGES.cpfRequired]],
  ])('CPF %s', (cpf, messages) => expect(validateCpf(cpf)).toEqual(messages));

  it.each([
    ['(11) 98765-4321', []],
    ['(21) 3456-7890', []],
    ['(00) 98765-4321', [FIELD_MESSAGES.phoneInvalid]],
    ['98765-4321', [FIELD_MESSAGES.phoneInvalid]],
    ['', [FIELD_MESSAGES.phoneRequired]],
  ])('phone %s', (phone, messages) => expect(validatePhone(phone)).toEqual(messages));

  it.each([
    ['corretor', []],
    ['joão.silva+1@x', []],
    ['ab', [FIELD_MESSAGES.usernameLength]],
    ['com espaço', [FIELD_MESSAGES.usernameChars]],
    ['', [FIELD_MESSAGES.usernameRequired]],
  ])('username %s', (username, messages) => expect(validateUsername(username)).toEqual(messages));

  it.each([
    ['corretor@cotador.local', []],
    ['x@', [FIELD_MESSAGES.emailInvalid]],
    ['', [FIELD_MESSAGES.emailRequired]],
  ])('e-mail %s', (email, messages) => expect(validateEmail(email)).toEqual(messages));

  it.each([
    ['Cotacao#2026', 'joana', []],
    ['curta', 'joana', [FIELD_MESSAGES.passwordTooShort]],
    ['12345678901', 'joana', [FIELD_MESSAGES.passwordNumeric]],
    ['Joana.Lima', 'joana.lima', [FIELD_MESSAGES.passwordLikeUsername]],
    ['password', 'joana', [FIELD_MESSAGES.passwordCommon]],
    ['', 'joana', [FIELD_MESSAGES.passwordRequired]],
  ])('password %s (username %s)', (password, username, messages) => expect(validatePassword(password, { username })).toEqual(messages));

  it('validates a whole new user, null when valid', () => {
    const valid = { name: 'Ana', username: 'ana.s', email: 'ana@x.com', phone: '11987654321', cpf: '11144477735', password: 'Cotacao#2026' };
    expect(validateNewUser(valid)).toBeNull();
    expect(validateNewUser({ ...valid, cpf: '1', name: ' ' })).toEqual({ name: [FIELD_MESSAGES.nameRequired], cpf: [FIELD_MESSAGES.cpfInvalid] });
  });
});

describe('logo', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
  it.each([
    ['PNG', png, 'png'],
    ['JPEG', jpeg, 'jpeg'],
    ['PDF', new TextEncoder().encode('%PDF-1.7'), null],
    ['SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['GIF', new TextEncoder().encode('GIF89a'), null],
    ['empty', new Uint8Array(), null],
  ])('detects %s by content', (_label, bytes, format) => expect(detectLogoFormat(bytes)).toBe(format));

  it.each([
    [{ name: 'logo.png', type: 'image/png' }, true],
    [{ name: 'LOGO.JPG', type: '' }, true],
    [{ name: 'logo.jpeg', type: 'image/jpeg' }, true],
    [{ name: 'logo.svg', type: 'image/svg+xml' }, false],
    [{ name: 'logo.gif', type: 'image/gif' }, false],
    [{ name: 'contrato.pdf', type: 'application/pdf' }, false],
  ])('accepts png, jpeg, jpg in the browser: %o → %s', (file, accepted) => expect(isAcceptedLogoFile(file)).toBe(accepted));

  it('looks at the structure past the signature (for the fake, which cannot decode)', () => {
    const whole = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
      (char) => char.charCodeAt(0),
    );
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(hasImageStructure(whole, 'png')).toBe(true);
    expect(hasImageStructure(new Uint8Array([...png.subarray(0, 8), ...html]), 'png')).toBe(false);
    expect(hasImageStructure(new Uint8Array([...jpeg, ...html]), 'jpeg')).toBe(false);
    expect(hasImageStructure(new Uint8Array([...jpeg, 0, 0xff, 0xd9]), 'jpeg')).toBe(true);
  });

  it('refuses files over 2 MB and empty files', () => {
    expect(logoFileProblem({ name: 'a.png', type: 'image/png', size: MAX_LOGO_BYTES })).toBeNull();
    expect(logoFileProblem({ name: 'a.png', type: 'image/png', size: MAX_LOGO_BYTES + 1 })).toBe('A logo deve ter no máximo 2 MB.');
    expect(logoFileProblem({ name: 'a.png', type: 'image/png', size: 0 })).toBe('Formato de arquivo não suportado!');
  });
});

describe('team rules', () => {
  it('words the plan limit', () => {
    expect(teamLimitMessage(1)).toBe('Seu plano permite até 1 usuário.');
    expect(teamLimitMessage(5)).toBe('Seu plano permite até 5 usuários.');
  });
  it('counts the capacity from the subscription (1 without one)', () => {
    expect(teamCapacity(null)).toBe(1);
    expect(teamCapacity({ totalUsers: 5 })).toBe(5);
    expect(canAddTeamMember(4, 5)).toBe(true);
    expect(canAddTeamMember(5, 5)).toBe(false);
  });
  it('parses and checks role lists', () => {
    expect(parseRoleList(' admin, manager,,admin ')).toEqual(['admin', 'manager']);
    expect(invalidRolesMessage(['admin', 'user'])).toBeNull();
    expect(invalidRolesMessage([])).toBe('Escolha ao menos um papel.');
    expect(invalidRolesMessage(['dono'])).toBe('Papel inválido: "dono". Use admin, manager ou user.');
    expect(principalRolesProblem(true, ['manager'])).toBe('O usuário principal da conta não pode perder o papel de administrador.');
    expect(principalRolesProblem(false, ['manager'])).toBeNull();
    expect(sortRoles(['user', 'x', 'admin'])).toEqual(['admin', 'user', 'x']);
  });
});

describe('mailed links', () => {
  it('builds the SPA link and maps the refusal codes', () => {
    expect(emailLink('https://app.example.com/', '/resetar-senha', 'a b')).toBe('https://app.example.com/resetar-senha?token=a%20b');
    expect(linkProblemOfCode('token_used')).toBe('used');
    expect(linkProblemOfCode('outro')).toBeNull();
    expect(LINK_MESSAGES.expired).toBe('Este link expirou. Peça um novo.');
  });
});

describe('the account owner and e-mail changes', () => {
  const edit = (overrides: Partial<Parameters<typeof teamEditProblem>[0]>) => ({
    callerIsTarget: false,
    targetIsPrincipal: false,
    usernameChanged: false,
    emailChanged: false,
    ...overrides,
  });

  it("keeps the owner's username and e-mail to the owner", () => {
    expect(ownerProtectionProblem(edit({ targetIsPrincipal: true, emailChanged: true }))).toBe(TEAM_MESSAGES.ownerProtected);
    expect(ownerProtectionProblem(edit({ targetIsPrincipal: true, usernameChanged: true }))).toBe(TEAM_MESSAGES.ownerProtected);
    expect(ownerProtectionProblem(edit({ targetIsPrincipal: true }))).toBeNull();
    expect(ownerProtectionProblem(edit({ targetIsPrincipal: true, callerIsTarget: true, emailChanged: true }))).toBeNull();
    expect(ownerProtectionProblem(edit({ emailChanged: true, usernameChanged: true }))).toBeNull();
  });

  it('sends one’s own e-mail change to /perfil, never through the team edit', () => {
    expect(teamEditProblem(edit({ callerIsTarget: true, targetIsPrincipal: true, emailChanged: true }))).toBe(TEAM_MESSAGES.ownEmailViaProfile);
    expect(teamEditProblem(edit({ callerIsTarget: true, usernameChanged: true }))).toBeNull();
    expect(teamEditProblem(edit({ targetIsPrincipal: true, emailChanged: true }))).toBe(TEAM_MESSAGES.ownerProtected);
  });

  it('sees a change only for another address (case and spaces do not count)', () => {
    expect(emailChangeOf('carla@x.com', undefined)).toBeNull();
    expect(emailChangeOf('carla@x.com', ' Carla@X.com ')).toBeNull();
    expect(emailChangeOf('carla@x.com', 'Nova@X.com')).toBe('nova@x.com');
  });

  it('mails a link to a public SPA page', () => {
    expect(findRoute(CONFIRM_EMAIL_CHANGE_PATH)).toMatchObject({ id: 'confirm-email-change', access: 'public' });
    expect(appLink('https://a.b//', '/esqueci-a-senha')).toBe('https://a.b/esqueci-a-senha');
  });
});
