import { describe, expect, it } from '@jest/globals';
import { isCommonPassword, passwordProblem } from './password-policy.js';

describe('passwordProblem', () => {
  it('asks for at least 10 characters', () => {
    expect(passwordProblem('Xk3#pLq9')).toBe('Password must have at least 10 characters');
  });

  it('refuses passwords from the common list, in any case', () => {
    expect(passwordProblem('qwertyuiop')).toBe('This password is too common. Please choose another one');
    expect(passwordProblem('1234567890')).toBe('This password is too common. Please choose another one');
    expect(passwordProblem('QwertyUiop')).toBe('This password is too common. Please choose another one');
  });

  it('refuses common words padded with digits or symbols', () => {
    expect(isCommonPassword('password1234')).toBe(true);
    expect(isCommonPassword('!!sunshine2024')).toBe(true);
    expect(isCommonPassword('aaaaaaaaaaaa')).toBe(true);
    expect(isCommonPassword('abcabcabcabc')).toBe(true);
  });

  it('accepts a long uncommon passphrase', () => {
    expect(passwordProblem('kelpie-ribbon-harbour')).toBeUndefined();
    expect(passwordProblem('Tr1cky-Collie-77')).toBeUndefined();
  });
});
