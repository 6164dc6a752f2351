// The account forms' rules (resident spec, section 5): sign-up, reset e-mail, set new password, change password.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  changePasswordInput,
  newPasswordInput,
  resetRequestInput,
  signInInput,
  signUpInput,
} from './account.ts';

const issues = (schema: z.ZodMiniType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};
const firstMessage = (schema: z.ZodMiniType, value: unknown) => issues(schema, value)[0]?.message ?? null;
const messageAt = (schema: z.ZodMiniType, value: unknown, path: string) =>
  issues(schema, value).find((i) => i.path === path)?.message ?? null;

const signUp = {
  name: 'Meera Kulkarni',
  email: 'Meera.K@Example.com',
  phone: '+91 98200 12345',
  flat_no: ' B-101 ',
  password: 'Sea-View#2026',
};

describe('sign-up', () => {
  it('accepts a complete form, trimming and lowercasing', () => {
    expect(signUpInput.parse(signUp)).toEqual({
      ...signUp,
      email: 'meera.k@example.com',
      flat_no: 'B-101',
    });
  });

  it('limits the name to 100 characters', () => {
    expect(messageAt(signUpInput, { ...signUp, name: 'N'.repeat(100) }, 'name')).toBeNull();
    expect(messageAt(signUpInput, { ...signUp, name: 'N'.repeat(101) }, 'name')).toBe(
      'Text must be less than 100 characters',
    );
  });

  it('gives each field its message', () => {
    expect(messageAt(signUpInput, { ...signUp, name: ' ' }, 'name')).toBe('This field is required');
    expect(messageAt(signUpInput, { ...signUp, name: '<script>x</script>' }, 'name')).toBe(
      'Invalid characters detected',
    );
    expect(messageAt(signUpInput, { ...signUp, email: 'meera@@example.com' }, 'email')).toBe(
      'Invalid email format',
    );
    expect(messageAt(signUpInput, { ...signUp, phone: '12345' }, 'phone')).toBe(
      'Phone number must be 10-15 digits',
    );
    expect(messageAt(signUpInput, { ...signUp, flat_no: '' }, 'flat_no')).toBe('Flat number is required');
    expect(messageAt(signUpInput, { ...signUp, flat_no: 'B#1' }, 'flat_no')).toBe(
      'Invalid flat number format',
    );
    expect(messageAt(signUpInput, { ...signUp, password: '' }, 'password')).toBe('Password is required');
    expect(messageAt(signUpInput, { ...signUp, password: 'qwerty#A12' }, 'password')).toBe(
      'Password cannot contain common patterns',
    );
  });

  it('refuses unknown fields', () => {
    expect(issues(signUpInput, { ...signUp, role: 'admin' })).toEqual([
      expect.objectContaining({ path: '' }),
    ]);
  });
});

describe('sign-in', () => {
  it('needs a valid e-mail and a password', () => {
    expect(messageAt(signInInput, { email: 'x', password: 'p' }, 'email')).toBe('Invalid email format');
    expect(messageAt(signInInput, { email: 'a@b.co', password: '' }, 'password')).toBe(
      'Password is required',
    );
    expect(signInInput.parse({ email: ' A@B.co ', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });
});

describe('reset e-mail', () => {
  it('asks for the address when it is empty', () => {
    expect(firstMessage(resetRequestInput, { email: '' })).toBe('Please enter your email address');
    expect(firstMessage(resetRequestInput, { email: '   ' })).toBe('Please enter your email address');
  });

  it('refuses a malformed address', () => {
    expect(firstMessage(resetRequestInput, { email: 'meera@example' })).toBe('Invalid email format');
    expect(firstMessage(resetRequestInput, { email: 'meera..k@example.com' })).toBe('Invalid email format');
  });

  it('accepts and normalises a good address', () => {
    expect(resetRequestInput.parse({ email: ' Meera@Example.com ' })).toEqual({ email: 'meera@example.com' });
  });
});

describe('set new password', () => {
  const token = 'reset-token-0123456789';

  it('needs both password fields', () => {
    expect(firstMessage(newPasswordInput, { token, password: '', confirmPassword: '' })).toBe(
      'Please fill in both password fields',
    );
    expect(firstMessage(newPasswordInput, { token, password: 'Sea-View#2026', confirmPassword: '' })).toBe(
      'Please fill in both password fields',
    );
    expect(firstMessage(newPasswordInput, { token, password: '', confirmPassword: 'Sea-View#2026' })).toBe(
      'Please fill in both password fields',
    );
  });

  it('needs them to match', () => {
    expect(
      messageAt(
        newPasswordInput,
        { token, password: 'Sea-View#2026', confirmPassword: 'Sea-View#2027' },
        'confirmPassword',
      ),
    ).toBe('The passwords do not match');
  });

  it.each(['short1A', 'seaviewgarden', 'Password#2026'])('needs the sign-up password rules (%s)', (pw) => {
    expect(issues(newPasswordInput, { token, password: pw, confirmPassword: pw })).toEqual([
      { path: 'password', message: 'Invalid Password' },
    ]);
  });

  it('accepts a good password', () => {
    expect(
      issues(newPasswordInput, { token, password: 'Sea-View#2026', confirmPassword: 'Sea-View#2026' }),
    ).toEqual([]);
  });

  it('needs a token', () => {
    expect(
      messageAt(newPasswordInput, { password: 'Sea-View#2026', confirmPassword: 'Sea-View#2026' }, 'token'),
    ).not.toBeNull();
  });
});

describe('change password', () => {
  const ok = { currentPassword: 'old-one', newPassword: 'Harbour#2031', confirmPassword: 'Harbour#2031' };
  const withNew = (newPassword: string) => ({ ...ok, newPassword, confirmPassword: newPassword });

  it('needs all three fields', () => {
    for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const)
      expect(messageAt(changePasswordInput, { ...ok, [field]: '' }, field)).toBe(
        'Please fill in all password fields',
      );
  });

  it('needs the new passwords to match', () => {
    expect(issues(changePasswordInput, { ...ok, confirmPassword: 'Harbour#2032' })).toEqual([
      { path: 'confirmPassword', message: 'New passwords do not match' },
    ]);
  });

  it('keeps the dashboard message for fewer than 6 characters', () => {
    expect(issues(changePasswordInput, withNew('five5'))).toEqual([
      { path: 'newPassword', message: 'Password must be at least 6 characters long' },
    ]);
  });

  it.each([
    ['abcdef', 'Password must be at least 8 characters long'],
    ['Ab1#xyz', 'Password must be at least 8 characters long'],
    ['password', 'Password cannot contain common patterns'],
    ['Password#2031', 'Password cannot contain common patterns'],
    [
      'lowercaseonly',
      'Password must contain at least 3 of: uppercase, lowercase, numbers, special characters',
    ],
  ])('applies the sign-up rules: refuses %s', (value, message) => {
    expect(issues(changePasswordInput, withNew(value))).toEqual([{ path: 'newPassword', message }]);
  });

  it('accepts a password that passes the sign-up rules', () => {
    expect(issues(changePasswordInput, ok)).toEqual([]);
  });
});
