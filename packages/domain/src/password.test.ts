import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, MESSAGES } from './messages.js';
import { newPasswordProblem, passwordLength, passwordStrength, personalPasswordProblem } from './password.js';

describe('passwordStrength (spec §5)', () => {
  it.each([
    ['', 0, 'Too short'],
    ['Ab1!xyz', 0, 'Too short'],
    ['abcdefgh', 2, 'Weak'],
    ['abcdefghij', 2, 'Weak'],
    ['abcdefghijk', 3, 'Moderate'],
    ['Abcdefgh', 3, 'Moderate'],
    ['abcdefg1', 3, 'Moderate'],
    ['Abcdefg1', 4, 'Strong'],
    ['Abcdefg!1', 5, 'Strong'],
    ['Abcdefghijk1!', 5, 'Strong'],
    ['12345678', 2, 'Weak'],
    ['!!!!!!!!', 2, 'Weak'],
  ])('rates %j as %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });

  it('reports the checklist items', () => {
    expect(passwordStrength('abc').checks).toEqual({
      length: false,
      uppercase: false,
      number: false,
      special: false,
    });
    expect(passwordStrength('Abcdefg1!').checks).toEqual({
      length: true,
      uppercase: true,
      number: true,
      special: true,
    });
  });

  it('never leaves 0 to 5', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (password) => {
        const { score } = passwordStrength(password);
        return score >= 0 && score <= 5 && (password.length >= 8 || score === 0);
      }),
    );
  });
});

describe('newPasswordProblem', () => {
  it('gives the spec message of the first broken rule', () => {
    expect(newPasswordProblem('')).toBe(MESSAGES.passwordRequired);
    expect(newPasswordProblem('Ab1!')).toBe('Password must be at least 8 characters long.');
    expect(newPasswordProblem('abcdefgh')).toBe('Please use a stronger password');
    expect(newPasswordProblem(`Aa1!${'x'.repeat(125)}`)).toBe('Maximum length is 128 characters');
    expect(newPasswordProblem(`Aa1!${'x'.repeat(124)}`)).toBeNull();
    expect(newPasswordProblem('Abcdefg1')).toBeNull();
  });
});

describe('personalPasswordProblem (NIST SP 800-63B context words and patterns)', () => {
  const owner = { email: 'kestrel.fox@example.org', names: ['Amina', null, 'Okafor-Bello'] };

  it.each([
    ['My-Outbreak-Watch-7', AUTH_MESSAGES.passwordHasProductName],
    ['demo-outbreak-2026', AUTH_MESSAGES.passwordIsDemo],
    ['Outbreaks#Surveil9', AUTH_MESSAGES.passwordHasDomainWord],
    ['Surveillance#2029', AUTH_MESSAGES.passwordHasDomainWord],
    ['0utbr3ak-Harbour', AUTH_MESSAGES.passwordHasDomainWord],
    ['Night-Watch-Kite-4', AUTH_MESSAGES.passwordHasDomainWord],
    ['Kestrel.Fox!93', AUTH_MESSAGES.passwordHasEmail],
    ['Harbour-Fox-93', AUTH_MESSAGES.passwordHasEmail],
    ['Amina-Harbour-88', AUTH_MESSAGES.passwordHasName],
    ['Bello-Harbour-88', AUTH_MESSAGES.passwordHasName],
    ['Zzzz-Harbour-88', AUTH_MESSAGES.passwordRepeats],
    ['Ab1!Ab1!Ab1!', AUTH_MESSAGES.passwordRepeats],
    ['Harbour-6789-Kite', AUTH_MESSAGES.passwordSequence],
    ['Kite-ZYXW-Harbour', AUTH_MESSAGES.passwordSequence],
  ])('refuses %s', (password, message) => {
    expect(personalPasswordProblem(password, owner)).toBe(message);
  });

  it.each(['Quiet-Harbour-77', 'Ñandú-7🙂K', 'Al-Li-Harbour-13'])('accepts %s', (password) => {
    expect(personalPasswordProblem(password, { ...owner, names: ['Al', 'Li'] })).toBeNull();
  });

  it('measures length in code points', () => {
    expect(passwordLength('😀😀😀😀')).toBe(4);
    expect(newPasswordProblem('Ab1!😀😀')).toBe(MESSAGES.passwordTooShort);
  });
});
