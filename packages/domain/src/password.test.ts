import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.js';
import { newPasswordProblem, passwordStrength } from './password.js';

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
